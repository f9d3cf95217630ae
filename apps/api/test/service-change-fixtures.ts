import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { DEV_STAFF_API_KEY } from '../src/config.ts';
import { services } from '../src/db/schema/index.ts';
import { bookingTokenOf, createBookingRequest, lastOtpCode, newPhone, stylistsOnShift } from './fixtures.ts';

export const STAFF = { 'x-staff-key': DEV_STAFF_API_KEY };

/** Two bookable services other than `exceptId`: what a stylist proposes to add. */
export async function otherServices(db: Db, exceptId: number) {
  return db
    .select()
    .from(services)
    .where(and(eq(services.discontinued, false), isNull(services.parentServiceId), ne(services.id, exceptId)))
    .orderBy(asc(services.id))
    .limit(2);
}

/**
 * A confirmed booking on a day (`dateBook` DD-MM-YYYY) at salon 1, at the first hour of stylist number
 * `stylistIndex` of the shift (counted round) with the next hour and a half free too.
 */
export async function confirmedBooking(
  app: FastifyInstance,
  db: Db,
  input: { isoDate: string; dateBook: string; serviceId: number; stylistIndex: number; confirm?: boolean },
) {
  const onShift = await stylistsOnShift(db, 1, input.isoDate);
  const stylistId = onShift[input.stylistIndex % onShift.length]!.id;
  const hours = await app.inject({
    url: `/api/v1/booking/book-hours-group?salonId=1&bookDate=${input.dateBook}&stylistId=${stylistId}&listServiceId=${input.serviceId}`,
  });
  // The first free hour followed by an hour and a half free (the demo day's bookings fill parts of it): a
  // proposal that lengthens the visit then has room.
  const slots: { isFree: boolean; hourId: number }[] = hours.json().data.hourGroup.flatMap((g: { hours: { isFree: boolean; hourId: number }[] }) => g.hours);
  const free = new Set(slots.filter((h) => h.isFree).map((h) => h.hourId));
  const hourId = [...free].find((h) => [1, 2, 3, 4].every((n) => free.has(h + n)))!;
  const phone = newPhone();
  const created = await createBookingRequest(app, {
    salonId: 1,
    phone,
    stylistId,
    dateBook: input.dateBook,
    bookHourId: hourId,
    serviceIds: [input.serviceId],
  });
  const id = created.json().data.booking.bookingId as number;
  if (input.confirm === false) return { id, phone, stylistId };
  const headers = bookingTokenOf(created);
  await app.inject({ method: 'POST', url: '/api/v1/booking/otp', headers, payload: { bookingId: id, customerPhone: phone } });
  const code = await lastOtpCode(db, phone);
  const verified = await app.inject({ method: 'PUT', url: '/api/v1/booking/verify-otp-booking', headers, payload: { bookingId: id, phone, code } });
  if (verified.statusCode !== 200) throw new Error(`verify ${verified.statusCode}: ${verified.body}`);
  return { id, phone, stylistId };
}

/** The salon proposes `serviceIds`; the token from the link the customer received (the dev outbox). */
export async function propose(app: FastifyInstance, bookingId: number, phone: string, serviceIds: number[]) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/staff/service-changes', headers: STAFF, payload: { bookingId, serviceIds } });
  if (res.statusCode !== 200) return { res, token: '' };
  const outbox = await app.inject({ url: `/api/dev/outbox?phone=${phone}` });
  const body = (outbox.json().data as { body: string }[])[0]?.body ?? '';
  return { res, token: body.match(/\/xac-nhan-thay-doi-dvsp\/([\w-]+)/)?.[1] ?? '', body };
}
