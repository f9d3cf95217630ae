import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { hairstyles, styleCollections } from '../../db/schema/index.ts';

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
