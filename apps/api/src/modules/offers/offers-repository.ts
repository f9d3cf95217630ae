import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { campaigns, goldenHourDeals } from '../../db/schema/index.ts';

export async function campaignExists(db: Db | Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id));
  return row !== undefined;
}

type NewDeal = Omit<typeof goldenHourDeals.$inferInsert, 'id' | 'claimed'>;

/** The deals' ids are chosen, not generated (the seed's are fixed): the next one under a lock of the table's writers. */
export async function insertGoldenHour(tx: Tx, deal: NewDeal) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('golden_hour_deals:id'))`);
  const [last] = await tx.select({ id: goldenHourDeals.id }).from(goldenHourDeals).orderBy(desc(goldenHourDeals.id)).limit(1);
  const [row] = await tx
    .insert(goldenHourDeals)
    .values({ ...deal, id: (last?.id ?? 0) + 1, claimed: 0 })
    .returning();
  return row!;
}

export async function findGoldenHours(db: Db) {
  return db.select().from(goldenHourDeals).orderBy(asc(goldenHourDeals.opensAt), asc(goldenHourDeals.id));
}
