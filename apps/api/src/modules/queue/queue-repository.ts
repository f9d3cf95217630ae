import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LearntDurations, QueueStage, QueueVisit } from '@shine/shared';
import type { Db, Tx } from '../../db/client.ts';
import { bookingServices, bookings, staff, staffShifts, visits } from '../../db/schema/index.ts';

/** The bookings the queue of a day looks at (held, expired and canceled ones occupy nobody). */
const QUEUE_STATUSES = ['confirmed', 'checked_in', 'in_service', 'completed', 'no_show'] as const;

/** Who works at a salon on a date: stylists and skinners with the minute their shift starts. */
export async function findQueueStaff(db: Db | Tx, salonId: number, date: string) {
  return db
    .select({ id: staff.id, role: staff.role, startMinute: staffShifts.startMinute })
    .from(staffShifts)
    .innerJoin(staff, eq(staff.id, staffShifts.staffId))
    .where(and(eq(staffShifts.salonId, salonId), eq(staffShifts.workDate, date), eq(staff.active, true)))
    .orderBy(asc(staff.id));
}

/** A salon-day's visits as the queue model reads them (two queries: bookings with visits, their services). */
export async function findQueueVisits(db: Db | Tx, salonId: number, date: string): Promise<QueueVisit[]> {
  const rows = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      stylistId: bookings.stylistId,
      anyStylist: bookings.autoAssigned,
      startAt: bookings.startAt,
      visit: visits,
    })
    .from(bookings)
    .leftJoin(visits, eq(visits.bookingId, bookings.id))
    .where(and(eq(bookings.salonId, salonId), eq(bookings.dateBook, date), inArray(bookings.status, [...QUEUE_STATUSES])))
    .orderBy(asc(bookings.startAt), asc(bookings.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select({ bookingId: bookingServices.bookingId, serviceId: bookingServices.serviceId, timeServe: bookingServices.timeServe })
    .from(bookingServices)
    .where(
      inArray(
        bookingServices.bookingId,
        rows.map((r) => r.id),
      ),
    );
  const servicesOf = new Map<number, { serviceId: number; timeServe: number }[]>();
  for (const l of lines) servicesOf.set(l.bookingId, [...(servicesOf.get(l.bookingId) ?? []), { serviceId: l.serviceId, timeServe: l.timeServe }]);
  const byStatus: Record<(typeof QUEUE_STATUSES)[number], QueueStage> = {
    confirmed: 'booked',
    checked_in: 'checked_in',
    in_service: 'cut',
    completed: 'finished',
    no_show: 'no_show',
  };
  return rows.map((r) => ({
    id: r.id,
    stage: r.visit?.stage ?? byStatus[r.status as (typeof QUEUE_STATUSES)[number]],
    stylistId: r.stylistId,
    anyStylist: r.anyStylist,
    startAt: r.startAt.getTime(),
    checkedInAt: r.visit?.checkedInAt?.getTime() ?? null,
    washStartedAt: r.visit?.washStartedAt?.getTime() ?? null,
    cutStartedAt: r.visit?.cutStartedAt?.getTime() ?? null,
    finishedAt: r.visit?.finishedAt?.getTime() ?? null,
    skinnerId: r.visit?.skinnerId ?? null,
    services: servicesOf.get(r.id) ?? [],
  }));
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/**
 * What the staff of a day have learnt (issue 31): per (stylist, service) the average of his last `lastN`
 * finished cuts of it since `since` (a visit's cut time shared among its services in proportion to their
 * timeServe), per skinner the average of his last `lastN` washes (wash start to cut start). Minutes.
 */
export async function findLearntDurations(
  db: Db | Tx,
  input: { stylistIds: number[]; skinnerIds: number[]; since: Date; lastN: number },
): Promise<LearntDurations> {
  const cut = new Map<string, number>();
  const wash = new Map<number, number>();
  const since = input.since.toISOString();
  // The bookings of those days only, read first (materialized: by their (stylist, day) index, never by a walk of
  // every booking's key to meet the visits): a visit finished after `since` is of a booking dated at most a day
  // before it, in any time zone.
  const fromDay = new Date(input.since.getTime() - 86_400_000).toISOString().slice(0, 10);
  if (input.stylistIds.length > 0) {
    const result = await db.execute(sql`
      with mine as materialized (
        select id, stylist_id from ${bookings} where stylist_id in ${input.stylistIds} and date_book >= ${fromDay}::date
      ), v as (
        select b.id, b.stylist_id, v.cut_started_at, v.finished_at
        from mine b join ${visits} v on v.booking_id = b.id
        where v.finished_at > ${since}::timestamptz and v.finished_at > v.cut_started_at
      ), shares as (
        select v.stylist_id, bs.service_id,
          extract(epoch from v.finished_at - v.cut_started_at) / 60.0 * bs.time_serve / nullif(sum(bs.time_serve) over (partition by v.id), 0) as minutes,
          row_number() over (partition by v.stylist_id, bs.service_id order by v.finished_at desc) as n
        from v join ${bookingServices} bs on bs.booking_id = v.id
      )
      select stylist_id, service_id, round(avg(minutes)::numeric, 1)::float8 as minutes from shares where n <= ${input.lastN} and minutes is not null group by stylist_id, service_id`);
    for (const r of rowsOf<{ stylist_id: number; service_id: number; minutes: number }>(result)) cut.set(`${r.stylist_id}:${r.service_id}`, Number(r.minutes));
  }
  if (input.skinnerIds.length > 0) {
    const result = await db.execute(sql`
      select skinner_id, round(avg(minutes)::numeric, 1)::float8 as minutes from (
        select v.skinner_id, extract(epoch from v.cut_started_at - v.wash_started_at) / 60.0 as minutes,
          row_number() over (partition by v.skinner_id order by v.finished_at desc) as n
        from ${visits} v
        where v.skinner_id in ${input.skinnerIds} and v.finished_at > ${since}::timestamptz and v.cut_started_at > v.wash_started_at
      ) w where n <= ${input.lastN} group by skinner_id`);
    for (const r of rowsOf<{ skinner_id: number; minutes: number }>(result)) wash.set(Number(r.skinner_id), Number(r.minutes));
  }
  return { cut, wash };
}

/** The queue's prediction for a visit at check-in, kept beside the actual starts (accuracy is measured). */
export async function savePredictedStarts(db: Db | Tx, bookingId: number, predicted: { washAt: Date | null; cutAt: Date }) {
  await db.update(visits).set({ predictedWashAt: predicted.washAt, predictedCutAt: predicted.cutAt }).where(eq(visits.bookingId, bookingId));
}
