import { DEFAULT_TIME_ZONE, validateName, waitPanelShown } from '@shine/shared';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { SessionCustomer } from '../auth/index.ts';
import { updateCustomerName } from '../customers/index.ts';
import { waitOfBooking } from '../queue/index.ts';
import { findSalon } from '../salons/index.ts';
import { findStaffOnShift } from '../staff/index.ts';
import { type BookingAccess, findOwnBooking } from './booking-access.ts';
import { type BookingRow, findUpcomingByPhone, isActive, saveExtension } from './booking-repository.ts';

/** saveCustomerName: only the logged-in owner of the phone names it (the name popup shows only then). */
export async function saveCustomerName(deps: Pick<AppDeps, 'db' | 'cache'>, input: { phone: string; name: string; caller?: SessionCustomer }) {
  if (input.caller?.phone !== input.phone) throw new AppError(401, 'UNAUTHORIZED', 'auth.loginRequired');
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (validateName(name)) throw badRequest('NAME_INVALID', 'name.invalid');
  await updateCustomerName(deps.db, input.phone, name);
  return name;
}

export type ExtensionInput = {
  booking: BookingRow;
  skinnerId: number | null;
  acceptMakePhoto: boolean;
  muonCaoMat: boolean;
  note: string | null;
  images: { url: string; name: string | null }[];
};

/** The booking whose extension the caller may change: his own (booking token or logged in) and still active. */
export async function findExtensibleBooking(deps: Pick<AppDeps, 'db'>, id: number, access: BookingAccess): Promise<BookingRow> {
  const booking = await findOwnBooking(deps, id, access);
  if (!isActive(booking.status)) throw new AppError(404, 'BOOKING_NOT_FOUND', 'booking.notExist');
  return booking;
}

/** Steps 6-7: skinner, note, photo consent and reference hairstyle images of an active booking (checked by findExtensibleBooking). */
export async function saveBookingExtension(deps: Pick<AppDeps, 'db' | 'clock'>, input: ExtensionInput): Promise<void> {
  const { booking } = input;
  if (input.skinnerId) {
    const onShift = await findStaffOnShift(deps.db, booking.salonId, booking.dateBook);
    if (!onShift.some((r) => r.staff.id === input.skinnerId && r.staff.role === 'skinner'))
      throw badRequest('SKINNER_NOT_WORKING', 'booking.skinnerNotWorking');
  }
  await saveExtension(deps.db, booking.id, { ...input, now: deps.clock.now() });
}

/**
 * GetDataBooking: how long the customer will wait at the salon today (spec §3 wait-time record, §9), from the
 * salon's live queue (issue 31), only on the booking's day from one hour before it (waitPanelShown): earlier,
 * 'Đang xếp Stylist' would read as a queue.
 */
export async function waitTimeFor(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>, phone: string) {
  const now = deps.clock.now();
  const upcoming = await findUpcomingByPhone(deps.db, phone, now);
  const zones = new Map<number, string>();
  const shown: BookingRow[] = [];
  for (const b of upcoming) {
    if (!zones.has(b.salonId)) zones.set(b.salonId, (await findSalon(deps.db, b.salonId))?.timeZone ?? DEFAULT_TIME_ZONE);
    if (waitPanelShown({ startAt: b.startAt, now, timeZone: zones.get(b.salonId)! })) shown.push(b);
  }
  const answers = [];
  for (const b of shown) {
    // Not in the queue (no shift today, say): the minutes until his booked hour, as before the queue.
    const untilHour = Math.max(0, Math.round((b.startAt.getTime() - now.getTime()) / 60_000));
    const wait = (await waitOfBooking(deps, b)) ?? { type: 0, waitServe: untilHour, predictedMinutes: untilHour, stylistLateMinutes: 0 };
    answers.push({
      type: wait.type,
      bookingId: b.id,
      data: {
        customerPhone: phone,
        waitServe: wait.waitServe,
        predictedMinutes: wait.predictedMinutes,
        stylistLate: wait.stylistLateMinutes > 0,
        stylistLateMinutes: wait.stylistLateMinutes,
      },
    });
  }
  return answers;
}
