import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cachedReference } from '../../lib/app-cache.ts';
import { listRedirectPaths } from './content-pages-repository.ts';

/**
 * The redirect page of spec §2: a GET of a path listed in content_redirects answers a 302 to
 * LANDING_HOST with the same path and query. Without LANDING_HOST nothing is redirected (the path is
 * then an unknown page of this site).
 */
export const landingRedirect = fp(async (app: FastifyInstance) => {
  const host = app.deps.config.LANDING_HOST;
  if (!host) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const url = request.url;
    if (url.startsWith('/api/') || url.startsWith('/assets/') || url.startsWith('/images/')) return;
    const path = url.split('?')[0]!.replace(/\/+$/, '') || '/';
    const paths = await cachedReference(app.deps.cache, 'content:redirects', async () => new Set(await listRedirectPaths(app.deps.db)));
    if (!paths.has(path)) return;
    const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    return reply.header('cache-control', 'no-cache').redirect(`${host}${path}${query}`, 302);
  });
});
