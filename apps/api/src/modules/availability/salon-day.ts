import { stylistHasRoom, zonedDateTimeToUtc, zonedNow } from '@shine/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { recentSalonQueue } from '../queue/index.ts';
import type { SalonRow } from '../salons/index.ts';
import { findBusyBookings, findStylistShifts, type StylistShift } from './availability-repository.ts';
import { type Grid, type SlotAvailability, type StylistDay, gridSlots, sweepSlots } from './slot-sweep.ts';

type DayStylist = StylistShift & StylistDay & { bookingsCount: number };

export type SalonDay = {
  salon: SalonRow;
  date: string;
  grid: Grid;
  /** UTC instant of the salon's local midnight on `date`. */
  dayStart: Date;
  stylists: DayStylist[];
  /** First minute still bookable: the past of today is gone (unless booking at the salon). */
  notBeforeMinute: number;
  /** Results derived from this exact occupancy (dropped with it when a write invalidates the day). */
  memo: Map<string, unknown>;
};

/** What a salon-day's occupancy is made of; the part worth caching. */
type Occupancy = { dayStart: Date; stylists: DayStylist[]; firstHoldEnd: number | undefined; memo: Map<string, unknown> };

export const gridOf = (salon: SalonRow): Grid => ({
  openMinute: salon.openMinute,
  closeMinute: salon.closeMinute,
  slotMinutes: salon.slotMinutes,
});

const minutesFrom = (dayStart: Date, t: Date) => Math.round((t.getTime() - dayStart.getTime()) / 60_000);

export function minuteToInstant(dayStart: Date, minute: number): Date {
  return new Date(dayStart.getTime() + minute * 60_000);
}

/**
 * Shifts + active bookings of these salons on `date`: two indexed queries whatever the number of salons,
 * then grouped in memory per salon.
 */
async function loadOccupancies(db: Db, salons: SalonRow[], date: string, now: Date, stylistId?: number): Promise<Map<number, Occupancy>> {
  const days = new Map(salons.map((s) => [s.id, { start: zonedDateTimeToUtc(date, 0, s.timeZone), end: zonedDateTimeToUtc(date, 24 * 60, s.timeZone) }]));
  const spans = [...days.values()];
  const from = new Date(Math.min(...spans.map((d) => d.start.getTime())));
  const to = new Date(Math.max(...spans.map((d) => d.end.getTime())));
  const shifts = await findStylistShifts(
    db,
    salons.map((s) => s.id),
    date,
    stylistId,
  );
  const busy = await findBusyBookings(
    db,
    shifts.map((s) => s.stylistId),
    from,
    to,
    now,
  );
  const busyOf = new Map<number, typeof busy>();
  for (const b of busy) {
    const list = busyOf.get(b.stylistId) ?? [];
    list.push(b);
    busyOf.set(b.stylistId, list);
  }

  const result = new Map<number, Occupancy>();
  for (const salon of salons) {
    const { start: dayStart, end: dayEnd } = days.get(salon.id)!;
    let firstHoldEnd: number | undefined;
    const stylists = shifts
      .filter((s) => s.salonId === salon.id)
      .map((s) => {
        const list = (busyOf.get(s.stylistId) ?? [])
          .filter((b) => b.startAt < dayEnd && b.endAt > dayStart)
          .map((b) => {
            if (b.holdUntil) firstHoldEnd = Math.min(firstHoldEnd ?? Infinity, b.holdUntil.getTime());
            return { start: minutesFrom(dayStart, b.startAt), end: minutesFrom(dayStart, b.endAt) };
          });
        // A Stylist Master with 12 customers booked that day shows no free hour (spec §9). Visits already
        // completed today are not read here (no extra query per salon-day); the create counts them under
        // the stylist's lock and answers STYLIST_BUSY.
        const full = !stylistHasRoom(s, list.length);
        // A break (the roster, issue 32) holds its minutes as a booking would, without counting as one.
        const withBreaks = s.breaks.length > 0 ? [...list, ...s.breaks] : list;
        const busyList = full ? [...withBreaks, { start: s.startMinute, end: s.endMinute }] : withBreaks;
        return { ...s, shift: { start: s.startMinute, end: s.endMinute }, busy: busyList, bookingsCount: list.length };
      });
    result.set(salon.id, { dayStart, stylists, firstHoldEnd, memo: new Map() });
  }
  return result;
}

async function loadOccupancy(db: Db, salon: SalonRow, date: string, now: Date, stylistId?: number): Promise<Occupancy> {
  return (await loadOccupancies(db, [salon], date, now, stylistId)).get(salon.id)!;
}

function toSalonDay(salon: SalonRow, date: string, now: Date, occupancy: Occupancy, allowPast?: boolean, stylistId?: number): SalonDay {
  const local = zonedNow(now, salon.timeZone);
  let notBeforeMinute = -Infinity;
  if (!allowPast) {
    if (date < local.date) notBeforeMinute = Infinity;
    else if (date === local.date) notBeforeMinute = local.minutes + 1;
  }
  const stylists = stylistId ? occupancy.stylists.filter((s) => s.stylistId === stylistId) : occupancy.stylists;
  return { salon, date, grid: gridOf(salon), dayStart: occupancy.dayStart, notBeforeMinute, stylists, memo: occupancy.memo };
}

type DayInput = { salon: SalonRow; date: string; now: Date; stylistId?: number; allowPast?: boolean };

/** Fresh from the database: what booking creation decides on. */
export async function loadSalonDay(db: Db, input: DayInput): Promise<SalonDay> {
  const occupancy = await loadOccupancy(db, input.salon, input.date, input.now, input.stylistId);
  return toSalonDay(input.salon, input.date, input.now, occupancy, input.allowPast);
}

const dayKey = (salonId: number, date: string) => `${salonId}:${date}`;
const liveKey = (salonId: number, date: string) => `${salonId}:${date}:live`;

/**
 * Today, the salon's live queue (issue 31) holds each stylist's customers at the salon for as long as it
 * predicts, not for their booked hour: a cut that started late or runs over keeps the hours it overlaps out
 * of the strip, so on a busy day the salon offers only hours its stylists can keep. A customer not yet
 * there holds his booked hour already.
 */
async function withLiveQueue(deps: Pick<AppDeps, 'db' | 'cache' | 'clock'>, salon: SalonRow, occupancy: Occupancy): Promise<Occupancy> {
  const { state, visits } = await recentSalonQueue(deps, salon.id);
  // With the stylist of his booking: an "any stylist" customer the queue expects to go to another stylist
  // still holds his booked one in the strip, and is not counted twice.
  const atSalon = new Map(visits.filter((v) => v.stage !== 'booked').map((v) => [v.id, v.stylistId]));
  for (const p of state.predictions.values()) {
    const stylist = atSalon.get(p.id) === p.stylistId ? occupancy.stylists.find((s) => s.stylistId === p.stylistId) : undefined;
    stylist?.busy.push({ start: minutesFrom(occupancy.dayStart, new Date(p.cutStartAt)), end: minutesFrom(occupancy.dayStart, new Date(p.endAt)) });
  }
  return occupancy;
}

/** For reading hours: cached per salon-day until a write here, a hold lapsing, or 2 s; today's with the live queue. */
export async function loadSalonDayCached(deps: Pick<AppDeps, 'db' | 'cache' | 'clock'>, input: DayInput): Promise<SalonDay> {
  const today = zonedNow(input.now, input.salon.timeZone).date === input.date;
  // Today's day with the queue is kept apart from the plain one the backup suggestions share.
  const occupancy = (await deps.cache.salonDays.get(
    today ? liveKey(input.salon.id, input.date) : dayKey(input.salon.id, input.date),
    async () => {
      const loaded = await loadOccupancy(deps.db, input.salon, input.date, input.now);
      return today ? withLiveQueue(deps, input.salon, loaded) : loaded;
    },
    (o) => (o as Occupancy).firstHoldEnd,
  )) as Occupancy;
  return toSalonDay(input.salon, input.date, input.now, occupancy, input.allowPast, input.stylistId);
}

/**
 * loadSalonDayCached for many salons on one date: the days not in the cache are loaded together, in one
 * pair of queries (backup suggestions look at every nearby salon).
 */
export async function loadSalonDaysCached(
  deps: Pick<AppDeps, 'db' | 'cache'>,
  input: Omit<DayInput, 'salon' | 'stylistId'> & { salons: SalonRow[] },
): Promise<SalonDay[]> {
  let batch: Promise<Map<number, Occupancy>> | undefined;
  const loadAll = () => (batch ??= loadOccupancies(deps.db, input.salons, input.date, input.now));
  return Promise.all(
    input.salons.map(async (salon) => {
      const occupancy = (await deps.cache.salonDays.get(
        dayKey(salon.id, input.date),
        async () => (await loadAll()).get(salon.id)!,
        (o) => (o as Occupancy).firstHoldEnd,
      )) as Occupancy;
      return toSalonDay(salon, input.date, input.now, occupancy, input.allowPast);
    }),
  );
}

export function invalidateSalonDay(deps: Pick<AppDeps, 'cache'>, salonId: number, date: string) {
  deps.cache.salonDays.delete(dayKey(salonId, date));
  deps.cache.salonDays.delete(liveKey(salonId, date));
}

/**
 * The slots a booking of `durationMinutes` can start at. A booking at home (`travelMinutes` each way)
 * needs the stylist free from `travel` before the slot until `travel` after the services: the same
 * sweep over a grid shifted back by the trip, for the services plus both trips.
 */
export function availableSlots(day: SalonDay, durationMinutes: number, travelMinutes = 0): SlotAvailability[] {
  if (travelMinutes <= 0) return sweepSlots({ grid: day.grid, stylists: day.stylists, durationMinutes, notBeforeMinute: day.notBeforeMinute });
  const away = sweepSlots({
    grid: { ...day.grid, openMinute: day.grid.openMinute - travelMinutes, closeMinute: day.grid.closeMinute - travelMinutes },
    stylists: day.stylists,
    durationMinutes: durationMinutes + 2 * travelMinutes,
    notBeforeMinute: day.notBeforeMinute - travelMinutes,
  });
  return gridSlots(day.grid, durationMinutes).map((slot, i) => ({ ...slot, freeStylistIds: away[i]?.freeStylistIds ?? [] }));
}
