import { formatHour, stageOfBookingStatus, zonedNow, zonedToday } from '@shine/shared';
import { greetingName } from '@shine/shared/rules/name';
import type { TFloorBooking, TFloorDay } from '@shine/shared/schemas/floor';
import type { AppDeps } from '../../app-deps.ts';
import { requireSalon } from '../salons/index.ts';
import { type StaffActor, requireAllowed } from './staff-actor.ts';
import { findSalonDayBookings } from './visit-repository.ts';

/** "*** 123": what a TV screen in the salon may show of a phone, the last 3 digits (issue 31). */
export const maskPhone = (phone: string) => `*** ${phone.slice(-3)}`;

/** The day's bookings of a salon by the hour they start, with their stage; the monitor (a TV) sees "anh" + given name and the phone's last 3 digits. */
export async function getSalonDay(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  actor: StaffActor,
  input: { salonId: number; date?: string },
): Promise<TFloorDay> {
  requireAllowed(actor, 'floor.read', input.salonId);
  const salon = await requireSalon(deps, input.salonId);
  const date = input.date ?? zonedToday(deps.clock.now(), salon.timeZone);
  const { rows, lines } = await findSalonDayBookings(deps.db, salon.id, date);
  const servicesOf = new Map<number, { id: number; name: string }[]>();
  for (const l of lines) servicesOf.set(l.bookingId, [...(servicesOf.get(l.bookingId) ?? []), { id: l.id, name: l.name }]);
  const masked = actor.role === 'monitor';
  const hours = new Map<string, TFloorBooking[]>();
  for (const r of rows) {
    const local = zonedNow(r.startAt, salon.timeZone);
    const hour = formatHour(Math.floor(local.minutes / 60) * 60);
    const booking: TFloorBooking = {
      bookingId: r.id,
      startAt: r.startAt.toISOString(),
      endAt: r.endAt.toISOString(),
      stage: r.visit?.stage ?? stageOfBookingStatus(r.status) ?? 'booked',
      status: r.status,
      version: r.visit?.version ?? 0,
      // The TV: "anh Tuấn", never a full name.
      customerName: masked ? greetingName(r.customerName) : r.customerName,
      phone: r.phone && masked ? maskPhone(r.phone) : r.phone,
      stylist: { id: r.stylistId, name: r.stylistName },
      skinnerId: r.visit?.skinnerId ?? r.skinnerId,
      services: servicesOf.get(r.id) ?? [],
      walkIn: r.params.source === 'book_at_salon',
      customerConfirmed: r.customerConfirmedAt !== null,
    };
    hours.set(hour, [...(hours.get(hour) ?? []), booking]);
  }
  return { salonId: salon.id, date, hours: [...hours].map(([hour, bookings]) => ({ hour, bookings })) };
}
