import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { serviceCategories, serviceGroups, serviceUpsales, services } from '../../db/schema/index.ts';

// The catalogue's structure for the back office: categories, groups, a service's group and add-on parent, upsell.

export type CategoryRow = typeof serviceCategories.$inferSelect;
export type GroupRow = typeof serviceGroups.$inferSelect;

export async function findStructure(db: Db | Tx) {
  const [categories, groups, upsales, serviceRows] = await Promise.all([
    db.select().from(serviceCategories).orderBy(asc(serviceCategories.sort), asc(serviceCategories.id)),
    db.select().from(serviceGroups).orderBy(asc(serviceGroups.sort), asc(serviceGroups.id)),
    db.select().from(serviceUpsales).orderBy(asc(serviceUpsales.serviceId)),
    db
      .select({
        id: services.id,
        name: services.name,
        groupId: services.groupId,
        parentServiceId: services.parentServiceId,
        discontinued: services.discontinued,
      })
      .from(services)
      .orderBy(asc(services.groupId), asc(services.sort), asc(services.id)),
  ]);
  return { categories, groups, upsales, services: serviceRows };
}

export async function lockCategory(tx: Tx, id: number): Promise<CategoryRow | undefined> {
  const [row] = await tx.select().from(serviceCategories).where(eq(serviceCategories.id, id)).for('update');
  return row;
}
export async function updateCategoryRow(tx: Tx, id: number, values: Partial<CategoryRow>) {
  const [row] = await tx.update(serviceCategories).set(values).where(eq(serviceCategories.id, id)).returning();
  return row!;
}
/** Ids are the catalogue's own numbers (no sequence): the table is locked so two creations never pick the same one. */
export async function insertCategoryRow(tx: Tx, values: Omit<typeof serviceCategories.$inferInsert, 'id' | 'title'>) {
  await tx.execute(sql`lock table service_categories in share row exclusive mode`);
  const [{ next }] = (await tx.select({ next: sql<number>`coalesce(max(${serviceCategories.id}), 0) + 1` }).from(serviceCategories)) as [{ next: number }];
  const [row] = await tx
    .insert(serviceCategories)
    .values({ ...values, id: Number(next), title: values.name })
    .returning();
  return row!;
}

export async function lockGroup(tx: Tx, id: number): Promise<GroupRow | undefined> {
  const [row] = await tx.select().from(serviceGroups).where(eq(serviceGroups.id, id)).for('update');
  return row;
}
export async function updateGroupRow(tx: Tx, id: number, values: Partial<GroupRow>) {
  const [row] = await tx.update(serviceGroups).set(values).where(eq(serviceGroups.id, id)).returning();
  return row!;
}
export async function insertGroupRow(tx: Tx, values: Omit<typeof serviceGroups.$inferInsert, 'id'>) {
  await tx.execute(sql`lock table service_groups in share row exclusive mode`);
  const [{ next }] = (await tx.select({ next: sql<number>`coalesce(max(${serviceGroups.id}), 0) + 1` }).from(serviceGroups)) as [{ next: number }];
  const [row] = await tx
    .insert(serviceGroups)
    .values({ ...values, id: Number(next) })
    .returning();
  return row!;
}

export async function findUpsellIds(db: Db | Tx, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ id: serviceUpsales.serviceId })
    .from(serviceUpsales)
    .where(eq(serviceUpsales.groupId, groupId))
    .orderBy(asc(serviceUpsales.serviceId));
  return rows.map((r) => r.id);
}
export async function replaceUpsells(tx: Tx, groupId: number, serviceIds: number[]) {
  await tx.delete(serviceUpsales).where(eq(serviceUpsales.groupId, groupId));
  if (serviceIds.length > 0) await tx.insert(serviceUpsales).values(serviceIds.map((serviceId) => ({ groupId, serviceId })));
}

export async function findServicePlaces(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: services.id, groupId: services.groupId, parentServiceId: services.parentServiceId })
    .from(services)
    .where(sql`${services.id} in ${ids}`);
}
export async function lockServicePlace(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: services.id, name: services.name, groupId: services.groupId, parentServiceId: services.parentServiceId, discontinued: services.discontinued })
    .from(services)
    .where(eq(services.id, id))
    .for('update');
  return row;
}
export async function updateServicePlace(tx: Tx, id: number, values: { groupId: number; parentServiceId: number | null }) {
  const [row] = await tx.update(services).set(values).where(eq(services.id, id)).returning({
    id: services.id,
    name: services.name,
    groupId: services.groupId,
    parentServiceId: services.parentServiceId,
    discontinued: services.discontinued,
  });
  return row!;
}
export async function countAddOnsOf(tx: Tx, id: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(services)
    .where(eq(services.parentServiceId, id));
  return Number(row?.n ?? 0);
}
