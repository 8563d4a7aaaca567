import fp from 'fastify-plugin';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';

// JSON answers travel compressed (brotli, else gzip) when the caller accepts it: a therapist list or a
// 14-day slot grid shrinks to a fifth on a phone's network. Brotli at quality 4 costs about what gzip
// costs in CPU and still beats it; 11 (the default) is for files compressed once at build time, not for
// every answer. Below 1 KiB the headers outweigh the saving. Request bodies are never decompressed:
// no client sends them compressed, and inflating would let a small body grow past the body limit.
export default fp(
  async (fastify) => {
    await fastify.register(compress, {
      global: true,
      globalDecompression: false,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compress' },
);
