import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { salonDaysOff, salons } from '../../db/schema/index.ts';

export type SalonRow = typeof salons.$inferSelect;

export const findSalonList = (db: Db, ids: number[] | 'all') =>
  db
    .select({ id: salons.id, name: salons.name, address: salons.address, bookManyPeople: salons.bookManyPeople })
    .from(salons)
    .where(ids === 'all' ? undefined : inArray(salons.id, ids.length ? ids : [-1]))
    .orderBy(asc(salons.id));

export async function findSalon(db: Db | Tx, id: number): Promise<SalonRow | undefined> {
  const [row] = await db.select().from(salons).where(eq(salons.id, id));
  return row;
}
export async function lockSalon(tx: Tx, id: number): Promise<SalonRow | undefined> {
  const [row] = await tx.select().from(salons).where(eq(salons.id, id)).for('update');
  return row;
}
export async function updateSalonRow(tx: Tx, id: number, values: Partial<SalonRow>) {
  const [row] = await tx.update(salons).set(values).where(eq(salons.id, id)).returning();
  return row!;
}
export const findDaysOff = (db: Db | Tx, salonId: number, from: string) =>
  db
    .select({ date: salonDaysOff.date, message: salonDaysOff.message })
    .from(salonDaysOff)
    .where(and(eq(salonDaysOff.salonId, salonId), gte(salonDaysOff.date, from)))
    .orderBy(asc(salonDaysOff.date));
export async function findDayOff(tx: Tx, salonId: number, date: string) {
  const [row] = await tx
    .select()
    .from(salonDaysOff)
    .where(and(eq(salonDaysOff.salonId, salonId), eq(salonDaysOff.date, date)));
  return row;
}
export async function upsertDayOff(tx: Tx, salonId: number, date: string, message: string) {
  await tx
    .insert(salonDaysOff)
    .values({ salonId, date, message })
    .onConflictDoUpdate({ target: [salonDaysOff.salonId, salonDaysOff.date], set: { message } });
}
export async function deleteDayOff(tx: Tx, salonId: number, date: string) {
  await tx.delete(salonDaysOff).where(and(eq(salonDaysOff.salonId, salonId), eq(salonDaysOff.date, date)));
}
