import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

// One set-based SQL per figure over the salons of the scope and the period's local dates (dateBook, workDate).

type Period = { salonIds: number[]; from: string; to: string };

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  // PGlite answers { rows }, postgres-js an array of rows
  return ((result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[])) as T[];
}

const ids = (p: Period) => sql`${`{${p.salonIds.join(',')}}`}::int[]`;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

export async function findScopeSalonIds(db: Db, scope: 'salon' | 'region' | 'chain', id: number | undefined): Promise<number[]> {
  const where = scope === 'salon' ? sql`s.id = ${id}` : scope === 'region' ? sql`p.region_id = ${id}` : sql`true`;
  const found = await rows<{ id: number }>(db, sql`select s.id from salons s join provinces p on p.id = s.province_id where ${where} order by s.id`);
  return found.map((r) => Number(r.id));
}

/** Stylists' shift minutes less their breaks. */
export async function rosteredMinutes(db: Db, p: Period): Promise<number> {
  const [r] = await rows<{ minutes: string | number | null }>(
    db,
    sql`select sum(sh.end_minute - sh.start_minute
          - coalesce((select sum((b->>'end')::int - (b->>'start')::int) from jsonb_array_elements(sh.breaks) b), 0)) as minutes
        from staff_shifts sh join staff st on st.id = sh.staff_id and st.role = 'stylist'
        where sh.salon_id = any(${ids(p)}) and sh.work_date between ${p.from}::date and ${p.to}::date`,
  );
  return num(r?.minutes);
}

/** Booked and served minutes, bookings due and no-shows. */
export async function bookingFigures(db: Db, p: Period) {
  const [r] = await rows<Record<string, string | number | null>>(
    db,
    sql`select
          sum(extract(epoch from end_at - start_at) / 60) filter (where status not in ('canceled', 'expired')) as booked,
          sum(extract(epoch from end_at - start_at) / 60) filter (where status = 'completed') as served,
          count(*) filter (where status in ('completed', 'no_show')) as due,
          count(*) filter (where status = 'no_show') as no_shows
        from bookings where salon_id = any(${ids(p)}) and date_book between ${p.from}::date and ${p.to}::date`,
  );
  return { bookedMinutes: num(r?.booked), servedMinutes: num(r?.served), due: num(r?.due), noShows: num(r?.no_shows) };
}

/** VND paid for the period's visits. */
export async function revenue(db: Db, p: Period): Promise<number> {
  const [r] = await rows<{ total: string | number | null }>(
    db,
    sql`select sum(v.amount) as total from visit_payments v join bookings b on b.id = v.booking_id
        where b.salon_id = any(${ids(p)}) and b.date_book between ${p.from}::date and ${p.to}::date`,
  );
  return num(r?.total);
}

/**
 * Customers served in the period (by account, else phone) and those who came back: a completed visit anywhere
 * in the chain on a later day within 45 days of their first day in the period. One window over the days
 * visited up to 45 days after the period.
 */
export async function returningCustomers(db: Db, p: Period) {
  const [r] = await rows<{ customers: string | number; returned: string | number }>(
    db,
    sql`with d as (
          select coalesce(customer_id::text, phone) as who, date_book, bool_or(salon_id = any(${ids(p)})) as here
          from bookings
          where status = 'completed' and date_book between ${p.from}::date and ${p.to}::date + 45
            and (customer_id is not null or phone is not null)
          group by 1, 2
        ), n as (
          select who, date_book, here, lead(date_book) over (partition by who order by date_book) as next_day from d
        ), f as (
          select distinct on (who) who, date_book, next_day from n
          where here and date_book between ${p.from}::date and ${p.to}::date
          order by who, date_book
        )
        select count(*) as customers, count(*) filter (where next_day <= date_book + 45) as returned from f`,
  );
  return { customers: num(r?.customers), returned: num(r?.returned) };
}

/** The period's ratings per stylist of the visits, with his customers in all. */
export async function stylistRatings(db: Db, p: Period) {
  const found = await rows<{ stylist_id: number; name: string; total_customers: number; ratings: string | number; average: string | number | null }>(
    db,
    sql`select b.stylist_id, st.name, st.total_customers, count(*) as ratings, avg(r.stars) as average
        from ratings r join bookings b on b.id = r.booking_id join staff st on st.id = b.stylist_id
        where b.salon_id = any(${ids(p)}) and b.date_book between ${p.from}::date and ${p.to}::date
        group by b.stylist_id, st.name, st.total_customers order by st.name, b.stylist_id`,
  );
  return found.map((r) => ({
    stylistId: Number(r.stylist_id),
    name: r.name,
    totalCustomers: Number(r.total_customers),
    ratings: num(r.ratings),
    average: r.average === null ? null : Number(r.average),
  }));
}

/** The live queue's predicted cut start against the actual: visits measured, mean absolute minutes, share within 5 minutes. */
export async function waitAccuracy(db: Db, p: Period) {
  const [r] = await rows<{ visits: string | number; mae: string | number | null; within5: string | number }>(
    db,
    sql`select count(*) as visits,
          avg(abs(extract(epoch from v.cut_started_at - v.predicted_cut_at)) / 60) as mae,
          count(*) filter (where abs(extract(epoch from v.cut_started_at - v.predicted_cut_at)) <= 300) as within5
        from visits v join bookings b on b.id = v.booking_id
        where b.salon_id = any(${ids(p)}) and b.date_book between ${p.from}::date and ${p.to}::date
          and v.predicted_cut_at is not null and v.cut_started_at is not null`,
  );
  return { visits: num(r?.visits), mae: r?.mae === null || r?.mae === undefined ? null : Number(r.mae), within5: num(r?.within5) };
}
