import { type BookingRole, checkBookableDate, roleForMember, zonedToday } from '@shine/shared';
import type { AppDeps } from '../../app-deps.ts';
import { cachedReference } from '../../lib/app-cache.ts';
import { badRequest } from '../../lib/errors.ts';
import { findCustomerByPhone } from '../customers/index.ts';
import { findSalonDayOff, type SalonRow } from '../salons/index.ts';

/** The role of spec §3 for a phone (members book further ahead). */
export async function roleForPhone(deps: Pick<AppDeps, 'db' | 'cache'>, phone?: string): Promise<BookingRole> {
  const customer = phone ? await findCustomerByPhone(deps.db, phone) : undefined;
  return roleOf(customer);
}

/** The role of a customer already at hand (the logged-in one: no query), or of a stranger. */
export const roleOf = (customer: { memberType: number } | undefined): BookingRole => roleForMember(customer?.memberType ?? 1);

/**
 * A date a customer may book at this salon: not past, not before the opening date, within the role,
 * and the salon not off that day. Throws the spec's message otherwise.
 */
export async function requireBookableDate(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>, input: { salon: SalonRow; date: string; role: BookingRole }) {
  const today = zonedToday(deps.clock.now(), input.salon.timeZone);
  const check = checkBookableDate(today, input.date, input.role, input.salon.openingDate);
  if (check === 'notOpenYet') throw badRequest('SALON_NOT_OPEN', 'booking.salonNotOpenYet');
  if (check !== 'ok') throw badRequest('DATE_NOT_BOOKABLE', 'booking.dateNotBookable');
  const off = await cachedReference(deps.cache, `off:${input.salon.id}:${input.date}`, () => findSalonDayOff(deps.db, input.salon.id, input.date));
  if (off) throw badRequest('SALON_OFF', 'booking.salonOff');
}
