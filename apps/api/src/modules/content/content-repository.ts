import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banners, homeSections, newsArticles } from '../../db/schema/index.ts';

export async function findHomeContent(db: Db, pageId: number, placementId: number) {
  const [bannerRows, sectionRows] = await Promise.all([
    db.select().from(banners).where(eq(banners.pageId, pageId)).orderBy(asc(banners.sort), asc(banners.id)),
    db.select().from(homeSections).orderBy(asc(homeSections.sort)),
  ]);
  return { banners: bannerRows.filter((b) => b.placementId === placementId), sections: sectionRows };
}

/** The news page's articles, newest first (spec §3: 19 fixed articles). */
export function findNews(db: Db) {
  return db.select().from(newsArticles).orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id));
}

/** The news article whose own page is `link` (a content page of kind 'news'). */
export async function findNewsByLink(db: Db, link: string) {
  const [row] = await db.select().from(newsArticles).where(eq(newsArticles.link, link)).limit(1);
  return row ?? null;
}
