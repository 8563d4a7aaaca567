// What routes use of giftcodes besides `fastify.giftcodes`: the certificate's PDF
// (the api's public index zone, scripts/lint-imports.mjs).
export { renderCertificate, type CertificateInput } from './certificate-pdf';
