import { zonedDateTimeToUtc, zonedNow } from '@shine/shared';
import type { AppDeps } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import type { SalonRow } from '../salons/salons-repository.ts';
import { findBusyBookings, findStylistShifts, type StylistShift } from './availability-repository.ts';
import { type Grid, type SlotAvailability, type StylistDay, sweepSlots } from './slot-sweep.ts';

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

/** Shifts + active bookings of one salon-day: two indexed queries, then grouped in memory. */
async function loadOccupancy(db: Db, salon: SalonRow, date: string, now: Date, stylistId?: number): Promise<Occupancy> {
  const dayStart = zonedDateTimeToUtc(date, 0, salon.timeZone);
  const dayEnd = zonedDateTimeToUtc(date, 24 * 60, salon.timeZone);
  const shifts = await findStylistShifts(db, salon.id, date, stylistId);
  const busy = await findBusyBookings(db, shifts.map((s) => s.stylistId), dayStart, dayEnd, now);
  const byStylist = new Map<number, { start: number; end: number }[]>();
  let firstHoldEnd: number | undefined;
  for (const b of busy) {
    const list = byStylist.get(b.stylistId) ?? [];
    list.push({ start: minutesFrom(dayStart, b.startAt), end: minutesFrom(dayStart, b.endAt) });
    byStylist.set(b.stylistId, list);
    if (b.holdUntil) firstHoldEnd = Math.min(firstHoldEnd ?? Infinity, b.holdUntil.getTime());
  }
  const stylists = shifts.map((s) => {
    const list = byStylist.get(s.stylistId) ?? [];
    return { ...s, shift: { start: s.startMinute, end: s.endMinute }, busy: list, bookingsCount: list.length };
  });
  return { dayStart, stylists, firstHoldEnd, memo: new Map() };
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

/** For reading hours: cached per salon-day until a write here, a hold lapsing, or 2 s. */
export async function loadSalonDayCached(deps: Pick<AppDeps, 'db' | 'cache'>, input: DayInput): Promise<SalonDay> {
  const occupancy = (await deps.cache.salonDays.get(
    dayKey(input.salon.id, input.date),
    () => loadOccupancy(deps.db, input.salon, input.date, input.now),
    (o) => (o as Occupancy).firstHoldEnd,
  )) as Occupancy;
  return toSalonDay(input.salon, input.date, input.now, occupancy, input.allowPast, input.stylistId);
}

export function invalidateSalonDay(deps: Pick<AppDeps, 'cache'>, salonId: number, date: string) {
  deps.cache.salonDays.delete(dayKey(salonId, date));
}

export function availableSlots(day: SalonDay, durationMinutes: number): SlotAvailability[] {
  return sweepSlots({ grid: day.grid, stylists: day.stylists, durationMinutes, notBeforeMinute: day.notBeforeMinute });
}
