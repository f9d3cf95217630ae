import { and, asc, avg, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, contests, ratings, salons, staff } from '../../db/schema/index.ts';

/**
 * The month's best stylists from the ratings customers gave their completed visits (visit date in the
 * salon's zone, `date_book`): average stars to one decimal, then number of ratings. At least `minRatings` ratings count.
 */
export async function rankStylistsByRatings(db: Db, opts: { from: string; to: string; minRatings: number; limit: number }) {
  const average = avg(ratings.stars).mapWith(Number);
  // Ranked by the average as shown (one decimal): 4.83 and 4.80 are both 4.8, the one with more ratings first.
  const shown = sql`round(avg(${ratings.stars}), 1)`;
  const rated = count(ratings.id);
  const rows = await db
    .select({
      stylistId: bookings.stylistId,
      averageStar: average,
      totalRatings: rated,
      fiveStars: sql<number>`count(*) filter (where ${ratings.stars} = 5)`.mapWith(Number),
    })
    .from(ratings)
    .innerJoin(bookings, eq(bookings.id, ratings.bookingId))
    .where(and(eq(bookings.status, 'completed'), gte(bookings.dateBook, opts.from), lt(bookings.dateBook, opts.to)))
    .groupBy(bookings.stylistId)
    .having(sql`count(${ratings.id}) >= ${opts.minRatings}`)
    .orderBy(desc(shown), desc(rated), asc(bookings.stylistId))
    .limit(opts.limit);
  if (rows.length === 0) return [];
  const people = await db
    .select({ id: staff.id, name: staff.name, avatar: staff.avatar, isMaster: staff.isMaster, skillLevel: staff.skillLevel, salonId: salons.id, salonName: salons.name })
    .from(staff)
    .innerJoin(salons, eq(salons.id, staff.salonId))
    .where(inArray(staff.id, rows.map((r) => r.stylistId)));
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.flatMap((r) => {
    const person = byId.get(r.stylistId);
    return person ? [{ ...r, person }] : [];
  });
}

/** First days ('YYYY-MM-01') of the months since `from` that have at least one rated completed visit. */
export async function monthsWithRatings(db: Db, from: string): Promise<string[]> {
  const month = sql<string>`to_char(${bookings.dateBook}, 'YYYY-MM')`;
  const rows = await db
    .selectDistinct({ month })
    .from(ratings)
    .innerJoin(bookings, eq(bookings.id, ratings.bookingId))
    .where(and(eq(bookings.status, 'completed'), gte(bookings.dateBook, from)))
    .orderBy(desc(month));
  return rows.map((r) => r.month);
}

export type ContestRow = typeof contests.$inferSelect;

/** The contest running at `now`, else the next one, else the last one that ended. */
export async function findCurrentContest(db: Db, now: Date): Promise<ContestRow | undefined> {
  const [running] = await db.select().from(contests).where(and(lt(contests.startsAt, now), gte(contests.endsAt, now))).orderBy(desc(contests.startsAt)).limit(1);
  if (running) return running;
  const [next] = await db.select().from(contests).where(gte(contests.startsAt, now)).orderBy(asc(contests.startsAt)).limit(1);
  if (next) return next;
  const [last] = await db.select().from(contests).orderBy(desc(contests.endsAt)).limit(1);
  return last;
}
