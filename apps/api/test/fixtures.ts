import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { bookings, messageOutbox, services, staff, staffShifts } from '../src/db/schema/index.ts';

/** Salons whose stylists work on `date`, with those stylists (seed data, looked up rather than assumed). */
export async function stylistsOnShift(db: Db, salonId: number, date: string) {
  return db
    .select({ id: staff.id, startMinute: staffShifts.startMinute, endMinute: staffShifts.endMinute })
    .from(staffShifts)
    .innerJoin(staff, eq(staff.id, staffShifts.staffId))
    .where(and(eq(staffShifts.salonId, salonId), eq(staffShifts.workDate, date), eq(staff.role, 'stylist')))
    .orderBy(asc(staff.id));
}

const LIVE_STATUSES = ['confirmed', 'checked_in', 'in_service'] as const;

/** Cancels a stylist's bookings of `date` (the demo day's visits): a test's customer then has nobody ahead of him. */
export async function clearStylistDay(db: Db, stylistId: number, date: string) {
  await db
    .update(bookings)
    .set({ status: 'canceled' })
    .where(and(eq(bookings.stylistId, stylistId), eq(bookings.dateBook, date), inArray(bookings.status, [...LIVE_STATUSES])));
}

/** Cancels a salon's bookings of `date` (the demo day's): every hour of its stylists' shifts is free again. */
export async function clearSalonDay(db: Db, salonId: number, date: string) {
  await db
    .update(bookings)
    .set({ status: 'canceled' })
    .where(and(eq(bookings.salonId, salonId), eq(bookings.dateBook, date), inArray(bookings.status, [...LIVE_STATUSES])));
}

/** Bookable services with a given duration (no add-on parent needed). */
export async function serviceWithDuration(db: Db, minutes?: number) {
  const rows = await db
    .select()
    .from(services)
    .where(and(eq(services.discontinued, false), isNull(services.parentServiceId), minutes ? eq(services.timeServe, minutes) : sql`true`))
    .orderBy(asc(services.id));
  if (!rows[0]) throw new Error(`no service of ${minutes} minutes in the seed`);
  return rows[0];
}

export async function lastOtpCode(db: Db, phone: string): Promise<string> {
  const [row] = await db
    .select()
    .from(messageOutbox)
    .where(eq(messageOutbox.phone, phone))
    .orderBy(sql`${messageOutbox.id} desc`)
    .limit(1);
  const code = row?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no OTP sent to ${phone}`);
  return code;
}

let phoneCounter = 0;
/** Distinct valid mobile numbers (prefix 0599, unused by the demo customers); each test file has its own database. */
export function newPhone(): string {
  phoneCounter += 1;
  return `0599${String(phoneCounter).padStart(6, '0')}`;
}

export type BookingRequest = {
  salonId: number;
  phone: string;
  stylistId?: number;
  dateBook: string;
  bookHourId: number;
  serviceIds: number[];
  campaign?: number;
  token?: string;
  lang?: string;
};

export function createBookingRequest(app: FastifyInstance, r: BookingRequest) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/booking${r.lang ? `?lang=${r.lang}` : ''}`,
    headers: r.token ? { authorization: `Bearer ${r.token}` } : {},
    payload: {
      salonId: r.salonId,
      phone: r.phone,
      stylistId: r.stylistId ?? 0,
      dateBook: r.dateBook,
      bookHourId: r.bookHourId,
      chosenServices: JSON.stringify(r.serviceIds.map((id) => ({ id, name: `service ${id}` }))),
      services: r.serviceIds.join(','),
      bookAt: 3,
      campaign: r.campaign ?? null,
      params: JSON.stringify({ source: 'web', utm_source: 'fb', token: 'secret' }),
    },
  });
}

/** The booking-scoped token header of a create answer: what the browser that booked sends afterwards. */
export function bookingTokenOf(created: { json(): { data: { accessToken: string } } }) {
  return { 'x-booking-token': created.json().data.accessToken };
}

/** A multipart/form-data request (fields, then files as `images`), as the extension step sends it. */
export function multipart(fields: Record<string, string>, files: Buffer[], headers: Record<string, string> = {}) {
  const boundary = '----shine' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  files.forEach((f, i) => {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="p${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      f,
      Buffer.from('\r\n'),
    );
  });
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers } };
}
