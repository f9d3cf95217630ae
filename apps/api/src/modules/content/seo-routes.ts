import { zonedToday } from '@shine/shared';
import type { FastifyPluginAsync } from 'fastify';
import { cachedReference } from '../../lib/app-cache.ts';
import { SITEMAP_SOURCES, type SitemapEntry } from './sitemap-sources.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Paths robots should not crawl: the API and the pages of one customer or one booking. */
const PRIVATE_PATHS = [
  '/api/',
  '/booking',
  '/booking-at-home',
  '/history',
  '/lich-su-cat',
  '/save-location',
  '/delete-account',
  '/topup',
  '/xac-nhan-thay-doi-dvsp/',
  '/vong-quay-may-man/lich-su',
  '/nhan-vien',
  '/quan-tri',
];

export function sitemapXml(baseUrl: string, entries: SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls = entries.flatMap((entry) => {
    if (seen.has(entry.path)) return [];
    seen.add(entry.path);
    const loc = `<loc>${escapeXml(new URL(entry.path, baseUrl).href)}</loc>`;
    return [`  <url>${loc}${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`];
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /sitemap.xml (every source of SITEMAP_SOURCES) and /robots.txt, at the site's root. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const baseUrl = app.deps.config.PUBLIC_BASE_URL;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const today = zonedToday(app.deps.clock.now());
    const xml = await cachedReference(app.deps.cache, `sitemap:${today}`, async () => {
      const lists = await Promise.all(SITEMAP_SOURCES.map((source) => source({ db: app.deps.db, today })));
      return sitemapXml(baseUrl, lists.flat());
    });
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${new URL('/sitemap.xml', baseUrl).href}`,
      '',
    ];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(lines.join('\n'));
  });
};
