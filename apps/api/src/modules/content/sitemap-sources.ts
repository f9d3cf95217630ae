import { CONTENT_SECTIONS } from '@shine/shared/schemas/content-pages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { salons } from '../../db/schema/index.ts';
import { listCollectionsPublicUrls } from '../collections/index.ts';
import { listPublicPaths } from './content-pages-repository.ts';

export interface SitemapEntry {
  /** Site path, e.g. /salons/12. */
  path: string;
  /** YYYY-MM-DD of the last change, when known. */
  lastmod?: string | null;
}

export type SitemapSource = (ctx: { db: Db; today: string }) => Promise<SitemapEntry[]> | SitemapEntry[];

/** Indexable routes whose address never changes (pages with their own source list their addresses there). */
const STATIC_ROUTES = ['/', '/system-salon', '/tin-tuc', ...Object.values(CONTENT_SECTIONS).map((section) => section.path)];

const staticRoutes: SitemapSource = () => STATIC_ROUTES.map((path) => ({ path }));

/** Every published page of the content store (about, legal, care tips, guides, campaign landings). */
const contentPages: SitemapSource = async ({ db, today }) =>
  (await listPublicPaths(db, today)).map((row) => ({ path: row.path, lastmod: row.updatedAt ?? row.publishedAt }));

/** The salon pages of the salons open to the public. */
const salonPages: SitemapSource = async ({ db }) =>
  (await db.select({ id: salons.id }).from(salons).where(eq(salons.active, true)).orderBy(salons.id)).map((salon) => ({ path: `/salons/${salon.id}` }));

/** The catalogue pages, collections, lookbook and discover posts. */
const collectionPages: SitemapSource = async ({ db }) => (await listCollectionsPublicUrls(db)).map((path) => ({ path }));

/**
 * What /sitemap.xml lists: a feature with indexable pages adds its source here, one line
 * (e.g. collections: `collectionPages`), and the sitemap picks it up.
 */
export const SITEMAP_SOURCES: SitemapSource[] = [staticRoutes, contentPages, salonPages, collectionPages];
