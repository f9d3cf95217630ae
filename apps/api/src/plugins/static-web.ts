import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app; hashed assets are cached for a year, index.html never. */
export async function registerStaticWeb(app: FastifyInstance, distDir: string): Promise<boolean> {
  const root = path.resolve(distDir);
  if (!distDir || !existsSync(path.join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    // Files are looked up on each request, so a rebuilt web app is served without a restart.
    wildcard: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  return true;
}

/** Customers' re-encoded uploads (reference hairstyles), under /uploads/. */
export async function registerUploads(app: FastifyInstance, uploadDir: string) {
  const root = path.resolve(uploadDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, { root, prefix: '/uploads/', decorateReply: false, index: false });
}
