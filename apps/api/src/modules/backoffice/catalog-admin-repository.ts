import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { serviceSpecialDayPrices, services } from '../../db/schema/index.ts';

export type ServiceRow = typeof services.$inferSelect;

export const findAllServices = (db: Db) => db.select().from(services).orderBy(asc(services.groupId), asc(services.sort), asc(services.id));

/** Special-day prices from `from` on, for these services. */
export const findSpecialDays = (db: Db | Tx, serviceIds: number[], from: string) =>
  serviceIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(serviceSpecialDayPrices)
        .where(and(inArray(serviceSpecialDayPrices.serviceId, serviceIds), gte(serviceSpecialDayPrices.date, from)))
        .orderBy(asc(serviceSpecialDayPrices.date));

export async function lockService(tx: Tx, id: number): Promise<ServiceRow | undefined> {
  const [row] = await tx.select().from(services).where(eq(services.id, id)).for('update');
  return row;
}
export async function updateServiceRow(tx: Tx, id: number, values: Partial<ServiceRow>) {
  const [row] = await tx.update(services).set(values).where(eq(services.id, id)).returning();
  return row!;
}

export async function findSpecialDay(tx: Tx, serviceId: number, date: string) {
  const [row] = await tx
    .select()
    .from(serviceSpecialDayPrices)
    .where(and(eq(serviceSpecialDayPrices.serviceId, serviceId), eq(serviceSpecialDayPrices.date, date)))
    .for('update');
  return row;
}
export async function upsertSpecialDay(tx: Tx, serviceId: number, date: string, price: number) {
  await tx
    .insert(serviceSpecialDayPrices)
    .values({ serviceId, date, price })
    .onConflictDoUpdate({ target: [serviceSpecialDayPrices.serviceId, serviceSpecialDayPrices.date], set: { price } });
}
export async function deleteSpecialDay(tx: Tx, serviceId: number, date: string) {
  await tx.delete(serviceSpecialDayPrices).where(and(eq(serviceSpecialDayPrices.serviceId, serviceId), eq(serviceSpecialDayPrices.date, date)));
}
