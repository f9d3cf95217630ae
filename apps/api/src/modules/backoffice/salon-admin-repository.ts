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
    .select({ date: salonDaysOff.date, message: salonDaysOff.message, backupSalonIds: salonDaysOff.backupSalonIds })
    .from(salonDaysOff)
    .where(and(eq(salonDaysOff.salonId, salonId), gte(salonDaysOff.date, from)))
    .orderBy(asc(salonDaysOff.date));
export const findDaysOffOn = (tx: Tx, salonId: number, dates: string[]) =>
  tx
    .select({ date: salonDaysOff.date, message: salonDaysOff.message, backupSalonIds: salonDaysOff.backupSalonIds })
    .from(salonDaysOff)
    .where(and(eq(salonDaysOff.salonId, salonId), inArray(salonDaysOff.date, dates)))
    .orderBy(asc(salonDaysOff.date));
export async function upsertDaysOff(tx: Tx, salonId: number, dates: string[], message: string, backupSalonIds: number[]) {
  await tx
    .insert(salonDaysOff)
    .values(dates.map((date) => ({ salonId, date, message, backupSalonIds })))
    .onConflictDoUpdate({ target: [salonDaysOff.salonId, salonDaysOff.date], set: { message, backupSalonIds } });
}
export async function deleteDaysOff(tx: Tx, salonId: number, dates: string[]) {
  await tx.delete(salonDaysOff).where(and(eq(salonDaysOff.salonId, salonId), inArray(salonDaysOff.date, dates)));
}

/** The chain's open-for-business salons (where they are): the backups a day off may name. */
export const findActiveSalonPlaces = (db: Db | Tx) =>
  db
    .select({ id: salons.id, name: salons.name, addressNew: salons.addressNew, latitude: salons.latitude, longitude: salons.longitude })
    .from(salons)
    .where(eq(salons.active, true));
