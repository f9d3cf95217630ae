import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { salonDaysOff, salons } from '../../db/schema/index.ts';

export type SalonRow = typeof salons.$inferSelect;

export async function findSalon(db: Db, id: number): Promise<SalonRow | undefined> {
  const [row] = await db.select().from(salons).where(and(eq(salons.id, id), eq(salons.active, true)));
  return row;
}

export async function findSalonDayOff(db: Db, salonId: number, date: string) {
  const [row] = await db
    .select()
    .from(salonDaysOff)
    .where(and(eq(salonDaysOff.salonId, salonId), eq(salonDaysOff.date, date)));
  return row;
}
