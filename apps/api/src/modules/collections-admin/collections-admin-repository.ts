import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { discoverPosts, hairstyles, services, styleCollections } from '../../db/schema/index.ts';

// The back office's side of the collections (issue 32): every collection, published or not, with its styles.

export type CollectionRow = typeof styleCollections.$inferSelect;
export type CollectionFields = Omit<typeof styleCollections.$inferInsert, 'id'>;
export type CollectionItem = { id: number; name: string; imagePc: string; sort: number };

/** Collections (all, or one) in the customer's order, each with its hairstyles in their order. */
export async function findAdminCollections(db: Db | Tx, id?: number): Promise<(CollectionRow & { items: CollectionItem[] })[]> {
  const rows = await db
    .select()
    .from(styleCollections)
    .where(id === undefined ? undefined : eq(styleCollections.id, id))
    .orderBy(asc(styleCollections.sort), asc(styleCollections.id));
  if (rows.length === 0) return [];
  const items = await db
    .select({ id: hairstyles.id, collectionId: hairstyles.collectionId, name: hairstyles.name, imagePc: hairstyles.imagePc, sort: hairstyles.sort })
    .from(hairstyles)
    .where(
      inArray(
        hairstyles.collectionId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(hairstyles.sort), asc(hairstyles.id));
  return rows.map((r) => ({ ...r, items: items.filter((i) => i.collectionId === r.id).map(({ collectionId: _c, ...item }) => item) }));
}

export async function lockCollection(tx: Tx, id: number) {
  const [row] = await tx.select({ id: styleCollections.id }).from(styleCollections).where(eq(styleCollections.id, id)).for('update');
  return row;
}

/** The collection using `slug`, if any. */
export async function collectionIdOfSlug(tx: Tx, slug: string): Promise<number | undefined> {
  const [row] = await tx.select({ id: styleCollections.id }).from(styleCollections).where(eq(styleCollections.slug, slug));
  return row?.id;
}

/** A new collection (ids are chosen, as the seed's are): the next id under a lock of the table's writers. */
export async function insertCollection(tx: Tx, fields: CollectionFields): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('style_collections:id'))`);
  const [last] = await tx.select({ id: styleCollections.id }).from(styleCollections).orderBy(desc(styleCollections.id)).limit(1);
  const [row] = await tx
    .insert(styleCollections)
    .values({ ...fields, id: (last?.id ?? 0) + 1 })
    .returning({ id: styleCollections.id });
  return row!.id;
}

export async function updateCollection(tx: Tx, id: number, fields: CollectionFields) {
  await tx.update(styleCollections).set(fields).where(eq(styleCollections.id, id));
}

/** Puts the collection's hairstyles in this order (their `sort` is their place, from 0). */
export async function orderHairstyles(tx: Tx, ids: number[]) {
  for (const [sort, id] of ids.entries()) await tx.update(hairstyles).set({ sort }).where(eq(hairstyles.id, id));
}

export type StyleFields = Omit<typeof hairstyles.$inferInsert, 'id' | 'collectionId' | 'sort'>;

/** The services a hairstyle's booking link may choose, by id. */
export async function findServiceChoices(db: Db) {
  return db.select({ id: services.id, name: services.name }).from(services).orderBy(asc(services.id));
}

export async function serviceExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: services.id }).from(services).where(eq(services.id, id));
  return row !== undefined;
}

/** A new hairstyle at the end of the collection's order (ids chosen as the seed's are, under a lock of the table's writers). */
export async function insertHairstyle(tx: Tx, collectionId: number, fields: StyleFields): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hairstyles:id'))`);
  const [last] = await tx.select({ id: hairstyles.id }).from(hairstyles).orderBy(desc(hairstyles.id)).limit(1);
  const [place] = await tx
    .select({ sort: max(hairstyles.sort) })
    .from(hairstyles)
    .where(eq(hairstyles.collectionId, collectionId));
  const [row] = await tx
    .insert(hairstyles)
    .values({ ...fields, id: (last?.id ?? 0) + 1, collectionId, sort: (place?.sort ?? -1) + 1 })
    .returning({ id: hairstyles.id });
  return row!.id;
}

/**
 * Removes one of the collection's hairstyles (false when it has no such style); a Discover post that pointed
 * at it keeps its text and picture, without the style's link.
 */
export async function deleteHairstyle(tx: Tx, collectionId: number, styleId: number): Promise<boolean> {
  const [own] = await tx
    .select({ id: hairstyles.id })
    .from(hairstyles)
    .where(and(eq(hairstyles.id, styleId), eq(hairstyles.collectionId, collectionId)));
  if (!own) return false;
  await tx.update(discoverPosts).set({ hairstyleId: null }).where(eq(discoverPosts.hairstyleId, styleId));
  await tx.delete(hairstyles).where(eq(hairstyles.id, styleId));
  return true;
}
