import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hairstyles, services, styleCollections } from '../../db/schema/index.ts';

export type CollectionRow = typeof styleCollections.$inferSelect;
export type HairstyleRow = typeof hairstyles.$inferSelect;
export type StyleServiceRow = Pick<typeof services.$inferSelect, 'id' | 'name' | 'nameEn' | 'price' | 'timeServe'>;

/** Published collections (of one kind, or all) in display order, each with its number of styles. */
export async function findCollections(db: Db, kind?: CollectionRow['kind']) {
  const rows = await db
    .select({ collection: styleCollections, styleCount: count(hairstyles.id) })
    .from(styleCollections)
    .leftJoin(hairstyles, eq(hairstyles.collectionId, styleCollections.id))
    .where(and(eq(styleCollections.published, true), kind ? eq(styleCollections.kind, kind) : undefined))
    .groupBy(styleCollections.id)
    .orderBy(asc(styleCollections.sort), asc(styleCollections.id));
  return rows.map((r) => ({ ...r.collection, styleCount: r.styleCount }));
}

/** A published collection (an unpublished one is not found, like a slug that never was). */
export async function findCollectionBySlug(db: Db, slug: string): Promise<CollectionRow | undefined> {
  const [row] = await db
    .select()
    .from(styleCollections)
    .where(and(eq(styleCollections.slug, slug), eq(styleCollections.published, true)));
  return row;
}

/** The styles of these collections in display order. */
export async function findHairstyles(db: Db, collectionIds: number[]): Promise<HairstyleRow[]> {
  if (collectionIds.length === 0) return [];
  return db.select().from(hairstyles).where(inArray(hairstyles.collectionId, collectionIds)).orderBy(asc(hairstyles.collectionId), asc(hairstyles.sort));
}

export async function findHairstyle(db: Db, id: number): Promise<HairstyleRow | undefined> {
  const [row] = await db.select().from(hairstyles).where(eq(hairstyles.id, id));
  return row;
}

/** The services still on sale among these ids (a style whose service was discontinued links to none). */
export async function findServicesOnSale(db: Db, ids: number[]): Promise<Map<number, StyleServiceRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: services.id, name: services.name, nameEn: services.nameEn, price: services.price, timeServe: services.timeServe })
    .from(services)
    .where(and(inArray(services.id, [...new Set(ids)]), eq(services.discontinued, false)));
  return new Map(rows.map((r) => [r.id, r]));
}
