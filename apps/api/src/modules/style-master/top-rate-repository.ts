import { and, asc, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contests, salons, staff, stylistMonthRatings } from '../../db/schema/index.ts';

/**
 * The month's best stylists from the ratings customers gave their completed visits (visit date in the
 * salon's zone, `date_book`): average stars to one decimal, then number of ratings. At least `minRatings`
 * ratings count. Read from the month's counters (stylist_month_ratings), one row per rated stylist.
 */
export async function rankStylistsByRatings(db: Db, opts: { month: string; minRatings: number; limit: number }) {
  const r = stylistMonthRatings;
  const average = sql`${r.starsSum}::numeric / ${r.ratings}`;
  // Ranked by the average as shown (one decimal): 4.83 and 4.80 are both 4.8, the one with more ratings first.
  const rows = await db
    .select({
      stylistId: r.stylistId,
      averageStar: average.mapWith(Number),
      totalRatings: r.ratings,
      fiveStars: r.fiveStars,
      name: staff.name,
      avatar: staff.avatar,
      isMaster: staff.isMaster,
      skillLevel: staff.skillLevel,
      salonId: salons.id,
      salonName: salons.name,
    })
    .from(r)
    .innerJoin(staff, eq(staff.id, r.stylistId))
    .innerJoin(salons, eq(salons.id, staff.salonId))
    .where(and(eq(r.month, `${opts.month}-01`), gte(r.ratings, Math.max(1, opts.minRatings))))
    .orderBy(desc(sql`round(${average}, 1)`), desc(r.ratings), asc(r.stylistId))
    .limit(opts.limit);
  return rows.map(({ name, avatar, isMaster, skillLevel, salonId, salonName, ...rest }) => ({
    ...rest,
    person: { name, avatar, isMaster, skillLevel, salonId, salonName },
  }));
}

/** 'YYYY-MM' of the months since `from` that have at least one rated completed visit. */
export async function monthsWithRatings(db: Db, from: string): Promise<string[]> {
  const month = sql<string>`to_char(${stylistMonthRatings.month}, 'YYYY-MM')`;
  const rows = await db
    .selectDistinct({ month })
    .from(stylistMonthRatings)
    .where(and(gte(stylistMonthRatings.month, from), gt(stylistMonthRatings.ratings, 0)))
    .orderBy(desc(month));
  return rows.map((r) => r.month);
}

export type ContestRow = typeof contests.$inferSelect;

/** The contest running at `now`, else the next one, else the last one that ended. */
export async function findCurrentContest(db: Db, now: Date): Promise<ContestRow | undefined> {
  const [running] = await db
    .select()
    .from(contests)
    .where(and(lt(contests.startsAt, now), gte(contests.endsAt, now)))
    .orderBy(desc(contests.startsAt))
    .limit(1);
  if (running) return running;
  const [next] = await db.select().from(contests).where(gte(contests.startsAt, now)).orderBy(asc(contests.startsAt)).limit(1);
  if (next) return next;
  const [last] = await db.select().from(contests).orderBy(desc(contests.endsAt)).limit(1);
  return last;
}
