import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';

// The OpenAPI document is generated from the route schemas (the same JSON Schemas the web forms use);
// routes/docs serves it at <base>/docs/json.
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Rozmova api',
          description:
            'HTTP service of the Rozmova online-psychotherapy platform. Auth-area calls take ?config_id=ua|pl|ro|en. ' +
            'Errors are { error, message, details? }. State-changing calls need an allowed Origin and a JSON body.',
          version: '4.0.0',
        },
        servers: [{ url: fastify.config.publicApiUrl }],
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
        },
      },
    });
  },
  { name: 'swagger' },
);
