import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { banners, contentPages, homeSections } from '../../db/schema/index.ts';

export type BannerRow = typeof banners.$inferSelect;
export type HomeSectionRow = typeof homeSections.$inferSelect;
export type ContentPageRow = typeof contentPages.$inferSelect;

export const findBanners = (db: Db) => db.select().from(banners).where(eq(banners.pageId, 1)).orderBy(asc(banners.sort), asc(banners.id));
export const findHomeSections = (db: Db) => db.select().from(homeSections).orderBy(asc(homeSections.sort), asc(homeSections.id));

export async function lockBanner(tx: Tx, id: number): Promise<BannerRow | undefined> {
  const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
  return row;
}
export async function updateBannerRow(tx: Tx, id: number, values: Partial<BannerRow>) {
  const [row] = await tx.update(banners).set(values).where(eq(banners.id, id)).returning();
  return row!;
}

export async function lockHomeSection(tx: Tx, id: number): Promise<HomeSectionRow | undefined> {
  const [row] = await tx.select().from(homeSections).where(eq(homeSections.id, id)).for('update');
  return row;
}
export async function updateHomeSectionRow(tx: Tx, id: number, values: Partial<HomeSectionRow>) {
  const [row] = await tx.update(homeSections).set(values).where(eq(homeSections.id, id)).returning();
  return row!;
}

export const findPages = (db: Db) =>
  db
    .select({
      id: contentPages.id,
      path: contentPages.path,
      kind: contentPages.kind,
      title: contentPages.title,
      status: contentPages.status,
      draft: contentPages.draft,
      publishedAt: contentPages.publishedAt,
    })
    .from(contentPages)
    .orderBy(asc(contentPages.kind), asc(contentPages.path));

export async function findPage(db: Db | Tx, id: number): Promise<ContentPageRow | undefined> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.id, id));
  return row;
}
export async function lockPage(tx: Tx, id: number): Promise<ContentPageRow | undefined> {
  const [row] = await tx.select().from(contentPages).where(eq(contentPages.id, id)).for('update');
  return row;
}
export async function updatePageRow(tx: Tx, id: number, values: Partial<ContentPageRow>) {
  const [row] = await tx.update(contentPages).set(values).where(eq(contentPages.id, id)).returning();
  return row!;
}
