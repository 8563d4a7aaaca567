import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers';

// JSON answers travel compressed to a caller that accepts it, and unchanged to one that does not.
describe('response compression', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const docs = (acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends brotli to a browser that accepts it, and the JSON inside is whole', async () => {
    const plain = await docs();
    const res = await docs('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    const body = brotliDecompressSync(res.rawPayload);
    expect(JSON.parse(body.toString('utf8'))).toEqual(plain.json());
    expect(res.rawPayload.length).toBeLessThan(body.length / 3);
  });

  it('sends gzip when brotli is not accepted', async () => {
    const res = await docs('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')).openapi).toBe('3.0.3');
  });

  it('leaves small answers and callers without Accept-Encoding uncompressed', async () => {
    expect((await docs()).headers['content-encoding']).toBeUndefined();
    const small = await app.inject({
      method: 'GET',
      url: '/api/auth?config_id=ua',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().user.id).toBeNull();
  });
});
