import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Cache policy of the built web app, by file (a precompressed `x.js.br` counts as `x.js`):
 * - HTML (index.html, also as the SPA fallback): `no-cache`, i.e. revalidated with its ETag on every
 *   visit (a 304 when unchanged), so a deploy is seen at once and never points at chunks that are gone;
 * - hashed files under /assets/: cached for a year, immutable (a new build gives them new names);
 * - other public files (images, favicon): an hour, then revalidated with their ETag.
 */
export function webCacheControl(filePath: string): string {
  const file = filePath.replace(/\.(br|gz)$/, '');
  if (file.endsWith('.html')) return 'no-cache';
  if (file.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Serves the built web app. The build writes .br and .gz next to each text file (vite.config.ts):
 * `preCompressed` sends the best one the browser accepts, with `content-encoding` and
 * `vary: accept-encoding`, and the plain file otherwise.
 */
export async function registerStaticWeb(app: FastifyInstance, distDir: string): Promise<boolean> {
  const root = path.resolve(distDir);
  if (!distDir || !existsSync(path.join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    // Files are looked up on each request, so a rebuilt web app is served without a restart.
    wildcard: true,
    preCompressed: true,
    // dist/.vite holds the build manifest and history: nothing a visitor needs.
    dotfiles: 'deny',
    // `/` is a page like the others: rendered on the server (plugins/ssr.ts), or index.html as fallback.
    index: false,
    setHeaders(reply, filePath) {
      reply.header('cache-control', webCacheControl(filePath));
    },
  });
  // Otherwise the static wildcard answers the bare directory with a 403.
  app.get('/', (_request, reply) => reply.callNotFound());
  return true;
}

/** Customers' re-encoded uploads (reference hairstyles), under /uploads/. */
export async function registerUploads(app: FastifyInstance, uploadDir: string) {
  const root = path.resolve(uploadDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, { root, prefix: '/uploads/', decorateReply: false, index: false });
}
