import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serviceSpecialDayPrices, services } from '../../db/schema/index.ts';

export type ServiceRow = typeof services.$inferSelect;

export async function findServicesByIds(db: Db, ids: number[]): Promise<ServiceRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(services).where(inArray(services.id, ids));
}

/** Special-day prices of these services on a date (spec §3 priceSpecialDay). */
export async function findSpecialDayPrices(db: Db, ids: number[], date: string): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(serviceSpecialDayPrices)
    .where(and(inArray(serviceSpecialDayPrices.serviceId, ids), eq(serviceSpecialDayPrices.date, date)));
  return new Map(rows.map((r) => [r.serviceId, r.price]));
}
