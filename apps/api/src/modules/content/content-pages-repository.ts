import { and, asc, desc, eq, inArray, like, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentPages, contentRedirects } from '../../db/schema/index.ts';

type Kind = (typeof contentPages.$inferSelect)['kind'];

const summary = {
  path: contentPages.path,
  slug: contentPages.slug,
  kind: contentPages.kind,
  topic: contentPages.topic,
  title: contentPages.title,
  description: contentPages.description,
  coverPc: contentPages.coverPc,
  coverMb: contentPages.coverMb,
  tags: contentPages.tags,
  publishedAt: contentPages.publishedAt,
};

/** Public: published, and its publication date reached (salon-local `today`). */
const isPublic = (today: string) => and(eq(contentPages.status, 'published'), lte(contentPages.publishedAt, today));

export async function findPublicPage(db: Db, path: string, today: string) {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.path, path), isPublic(today)))
    .limit(1);
  return row ?? null;
}

/** Summaries of public pages with these paths (a related page not public is left out). */
export function findPublicSummaries(db: Db, paths: string[], today: string) {
  if (paths.length === 0) return Promise.resolve([]);
  return db
    .select(summary)
    .from(contentPages)
    .where(and(inArray(contentPages.path, paths), isPublic(today)));
}

/**
 * Public pages of some kinds filed under a section (`/section/slug`): the site's own top-level pages
 * (`/about`, the legal texts) are not entries of a list.
 */
export function listPublicPages(db: Db, kinds: Kind[], today: string, topic?: string) {
  return db
    .select(summary)
    .from(contentPages)
    .where(and(inArray(contentPages.kind, kinds), isPublic(today), like(contentPages.path, '/%/%'), topic ? eq(contentPages.topic, topic) : undefined))
    .orderBy(asc(contentPages.topic), desc(contentPages.publishedAt), asc(contentPages.id));
}

/** Every public page's path and last change, for the sitemap. */
export function listPublicPaths(db: Db, today: string) {
  return db
    .select({ path: contentPages.path, publishedAt: contentPages.publishedAt, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .where(isPublic(today))
    .orderBy(asc(contentPages.path));
}

export async function listRedirectPaths(db: Db): Promise<string[]> {
  const rows = await db.select({ path: contentRedirects.path }).from(contentRedirects).where(eq(contentRedirects.active, true));
  return rows.map((row) => row.path);
}
