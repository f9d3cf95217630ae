import type { AppDeps } from '../../app-deps.ts';
import { availableSlots, loadSalonDay, minuteToInstant } from '../availability/index.ts';
import type { SalonRow } from '../salons/index.ts';

/**
 * Where a freed booking's time is offered from: its own hour while it is ahead; after a no-show marked
 * late, the next slot of the grid still inside his time ("early enough": at least one slot of it left);
 * null when nothing of it is ahead.
 */
export function freedStartAt(freed: { startAt: Date; endAt: Date }, now: Date, slotMinutes: number): Date | null {
  if (freed.startAt > now) return freed.startAt;
  const slotMs = slotMinutes * 60_000;
  const start = new Date(freed.startAt.getTime() + Math.ceil((now.getTime() - freed.startAt.getTime() + 1) / slotMs) * slotMs);
  return start.getTime() + slotMs <= freed.endAt.getTime() ? start : null;
}

/**
 * The grid slot of the salon-day at `startAt` when `stylistId` can take a booking of `durationMinutes` there,
 * by the rules every booking obeys (his shift and breaks, the other bookings, the salon's hours, not in the
 * past): fresh from the database, as booking creation decides. Undefined when he cannot.
 */
export async function freeSlotAt(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  salon: SalonRow,
  input: { date: string; stylistId: number; startAt: Date; durationMinutes: number },
) {
  const day = await loadSalonDay(deps.db, { salon, date: input.date, now: deps.clock.now(), stylistId: input.stylistId });
  const startMinute = Math.round((input.startAt.getTime() - minuteToInstant(day.dayStart, 0).getTime()) / 60_000);
  return availableSlots(day, input.durationMinutes).find((slot) => slot.startMinute === startMinute && slot.freeStylistIds.includes(input.stylistId));
}
