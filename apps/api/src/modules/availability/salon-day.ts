import { zonedDateTimeToUtc, zonedNow } from '@shine/shared';
import type { Db } from '../../db/client.ts';
import type { SalonRow } from '../salons/salons-repository.ts';
import { findBusyBookings, findStylistShifts, type StylistShift } from './availability-repository.ts';
import { type Grid, type SlotAvailability, type StylistDay, sweepSlots } from './slot-sweep.ts';

export type SalonDay = {
  salon: SalonRow;
  date: string;
  grid: Grid;
  /** UTC instant of the salon's local midnight on `date`. */
  dayStart: Date;
  stylists: (StylistShift & StylistDay & { bookingsCount: number })[];
  /** First minute still bookable: the past of today is gone (unless booking at the salon). */
  notBeforeMinute: number;
};

export const gridOf = (salon: SalonRow): Grid => ({
  openMinute: salon.openMinute,
  closeMinute: salon.closeMinute,
  slotMinutes: salon.slotMinutes,
});

const minutesFrom = (dayStart: Date, t: Date) => Math.round((t.getTime() - dayStart.getTime()) / 60_000);

export function minuteToInstant(dayStart: Date, minute: number): Date {
  return new Date(dayStart.getTime() + minute * 60_000);
}

/** Loads one salon-day (shifts + active bookings: two indexed queries) in the salon's time zone. */
export async function loadSalonDay(
  db: Db,
  input: { salon: SalonRow; date: string; now: Date; stylistId?: number; allowPast?: boolean },
): Promise<SalonDay> {
  const { salon, date, now } = input;
  const dayStart = zonedDateTimeToUtc(date, 0, salon.timeZone);
  const dayEnd = zonedDateTimeToUtc(date, 24 * 60, salon.timeZone);
  const shifts = await findStylistShifts(db, salon.id, date, input.stylistId);
  const busy = await findBusyBookings(db, shifts.map((s) => s.stylistId), dayStart, dayEnd, now);
  const byStylist = new Map<number, { start: number; end: number }[]>();
  for (const b of busy) {
    const list = byStylist.get(b.stylistId) ?? [];
    list.push({ start: minutesFrom(dayStart, b.startAt), end: minutesFrom(dayStart, b.endAt) });
    byStylist.set(b.stylistId, list);
  }
  const local = zonedNow(now, salon.timeZone);
  let notBeforeMinute = -Infinity;
  if (!input.allowPast) {
    if (date < local.date) notBeforeMinute = Infinity;
    else if (date === local.date) notBeforeMinute = local.minutes + 1;
  }
  return {
    salon,
    date,
    grid: gridOf(salon),
    dayStart,
    notBeforeMinute,
    stylists: shifts.map((s) => {
      const list = byStylist.get(s.stylistId) ?? [];
      return { ...s, shift: { start: s.startMinute, end: s.endMinute }, busy: list, bookingsCount: list.length };
    }),
  };
}

export function availableSlots(day: SalonDay, durationMinutes: number): SlotAvailability[] {
  return sweepSlots({ grid: day.grid, stylists: day.stylists, durationMinutes, notBeforeMinute: day.notBeforeMinute });
}
