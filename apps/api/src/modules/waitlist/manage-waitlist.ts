import type { TWaitlistEntry } from '@shine/shared/schemas/one-tap';
import { zonedToday } from '@shine/shared';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { SessionCustomer } from '../auth/index.ts';
import { priceServices } from '../booking/index.ts';
import { requireSalon } from '../salons/index.ts';
import { countWaiting, insertEntry, leaveEntry, listEntries } from './waitlist-repository.ts';

/** At most this many entries waiting at once per customer. */
export const MAX_WAITING = 3;

/** A logged-in customer joins a salon's waitlist for a day and a window of its hours, with a stylist or any. */
export async function joinWaitlist(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  caller: SessionCustomer,
  input: { salonId: number; date: string; fromMinute: number; toMinute: number; stylistId: number | null; serviceIds: number[] },
): Promise<TWaitlistEntry> {
  const salon = await requireSalon(deps, input.salonId);
  const today = zonedToday(deps.clock.now(), salon.timeZone);
  if (input.date < today) throw badRequest('DATE_NOT_BOOKABLE', 'booking.dateNotBookable');
  await priceServices(deps, { serviceIds: input.serviceIds, salonId: salon.id, date: input.date }); // known, not discontinued
  if ((await countWaiting(deps.db, caller.customerId, today)) >= MAX_WAITING) throw new AppError(409, 'WAITLIST_FULL', 'waitlist.full');
  const entry = await insertEntry(deps.db, { customerId: caller.customerId, phone: caller.phone, ...input, createdAt: deps.clock.now() });
  return {
    id: entry.id,
    salonId: salon.id,
    salonName: salon.name,
    date: entry.date,
    fromMinute: entry.fromMinute,
    toMinute: entry.toMinute,
    stylistId: entry.stylistId,
    stylistName: null,
    state: entry.state,
    bookingId: null,
  };
}

/** His entries from today on (a past day's are gone: entries expire with their day). */
export async function listWaitlist(deps: Pick<AppDeps, 'db' | 'clock'>, caller: SessionCustomer): Promise<TWaitlistEntry[]> {
  const now = deps.clock.now();
  const rows = await listEntries(deps.db, caller.customerId, zonedToday(now), now);
  return rows.map(({ entry: e, salonName, stylistName, offered }) => ({
    id: e.id,
    salonId: e.salonId,
    salonName,
    date: e.date,
    fromMinute: e.fromMinute,
    toMinute: e.toMinute,
    stylistId: e.stylistId,
    stylistName,
    state: e.state === 'waiting' && offered ? ('offered' as const) : e.state,
    bookingId: e.bookingId,
  }));
}

export async function leaveWaitlist(deps: Pick<AppDeps, 'db'>, caller: SessionCustomer, id: number): Promise<void> {
  if (!(await leaveEntry(deps.db, caller.customerId, id))) throw new AppError(404, 'WAITLIST_NOT_FOUND', 'waitlist.notFound');
}
