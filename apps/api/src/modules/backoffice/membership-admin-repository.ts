import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { membershipTierThresholds, services, topupPackages } from '../../db/schema/index.ts';

// The membership tiers' thresholds and the top-up packages, as the back office edits them.

export type TopupPackageRow = typeof topupPackages.$inferSelect;

export const findTierThresholdRows = (db: Db | Tx) => db.select().from(membershipTierThresholds).orderBy(asc(membershipTierThresholds.memberType));

export async function upsertTierThresholds(tx: Tx, rows: { memberType: number; minSpend: number }[]) {
  for (const row of rows) {
    await tx
      .insert(membershipTierThresholds)
      .values(row)
      .onConflictDoUpdate({ target: membershipTierThresholds.memberType, set: { minSpend: row.minSpend } });
  }
}

export const findAllPackages = (db: Db | Tx) => db.select().from(topupPackages).orderBy(asc(topupPackages.sort), asc(topupPackages.id));

export async function lockPackage(tx: Tx, id: number): Promise<TopupPackageRow | undefined> {
  const [row] = await tx.select().from(topupPackages).where(eq(topupPackages.id, id)).for('update');
  return row;
}

/** Whether another package costs `price` (the table is locked first: two saves never both pass). */
export async function priceTaken(tx: Tx, price: number, exceptId: number | null): Promise<boolean> {
  await tx.execute(sql`lock table topup_packages in share row exclusive mode`);
  const [row] = await tx
    .select({ id: topupPackages.id })
    .from(topupPackages)
    .where(exceptId === null ? eq(topupPackages.price, price) : and(eq(topupPackages.price, price), ne(topupPackages.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function updatePackageRow(tx: Tx, id: number, values: Partial<TopupPackageRow>) {
  const [row] = await tx.update(topupPackages).set(values).where(eq(topupPackages.id, id)).returning();
  return row!;
}
export async function insertPackageRow(tx: Tx, values: Omit<typeof topupPackages.$inferInsert, 'id'>) {
  const [{ next }] = (await tx.select({ next: sql<number>`coalesce(max(${topupPackages.id}), 0) + 1` }).from(topupPackages)) as [{ next: number }];
  const [row] = await tx
    .insert(topupPackages)
    .values({ ...values, id: Number(next) })
    .returning();
  return row!;
}

/** The price of one visit bought on its own: the catalogue's default haircut (what a package's visit is worth). */
export async function findVisitPrice(tx: Tx): Promise<number | null> {
  const [row] = await tx
    .select({ price: services.price })
    .from(services)
    .where(and(eq(services.isDefault, true), eq(services.discontinued, false)))
    .orderBy(asc(services.id))
    .limit(1);
  return row?.price ?? null;
}
