import zlib, { type BrotliOptions, type InputType, constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli quality for answers compressed per request. The 66 KB salon list: quality 4 → 6.9 KB in
 * ~0.4 ms, 5 → 6.3 KB in ~0.6 ms (gzip level 6: 6.7 KB in ~0.5 ms), 11 → 5.4 KB in ~65 ms
 * (`node scripts/measure-compression.mjs`). 5 beats gzip's size for about the same CPU.
 */
export const DYNAMIC_BROTLI_QUALITY = 5;

/**
 * The synchronous brotli call with the answer's size as BROTLI_PARAM_SIZE_HINT: without it the encoder is set up
 * for a window of megabytes on every call, which costs a 3 KB answer (his history page) ~0.25 ms instead of
 * ~0.08 ms for the same bytes; a large answer (the 66 KB salon list) comes out the same size.
 */
function brotliCompressSyncSized(payload: InputType, options?: BrotliOptions): Buffer {
  const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.byteLength;
  return zlib.brotliCompressSync(payload, { ...options, params: { ...options?.params, [constants.BROTLI_PARAM_SIZE_HINT]: size } });
}

/**
 * brotli (preferred) or gzip for every compressible answer of 1 KB or more: API JSON, OpenAPI, the
 * docs page. The built web app is compressed once at build time (.br/.gz next to each file);
 * @fastify/static sends those with `content-encoding` set, which this plugin leaves alone, so nothing
 * is compressed twice. A file without a precompressed sibling (an SVG under 1 KB, a dist built
 * without the plugin) is compressed here as it streams. Must be registered before the routes and
 * @fastify/static (its hook attaches to each route as it is declared). Request bodies are not
 * decompressed: no client sends them compressed, and it would open the door to zip bombs.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 6 },
    globalDecompression: false,
    // Answers up to 128 KB are compressed in one synchronous call (~0.6 ms for the 66 KB salon list)
    // rather than through a zlib stream on the thread pool, which measured slower per request on our
    // 2-core machines (the plugin's default, derived from the core count, would stream it).
    syncThreshold: 128 * 1024,
    // Only the one-call path changes; streams and gzip are zlib's own.
    zlib: { ...zlib, brotliCompressSync: brotliCompressSyncSized },
  });
}
