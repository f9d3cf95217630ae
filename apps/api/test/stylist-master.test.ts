import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { STYLIST_MASTER_MAX_CUSTOMERS_PER_DAY, zonedDateTimeToUtc } from '@shine/shared';
import { bookings, salons, staff, staffShifts } from '../src/db/schema/index.ts';
import { createTestApp } from './helpers.ts';
import { createBookingRequest, newPhone, serviceWithDuration } from './fixtures.ts';

// Spec §9: a Stylist Master serves at most 12 customers a day. The suite's today is 2026-11-21; this books tomorrow.
let t: Awaited<ReturnType<typeof createTestApp>>;
const DATE = '2026-11-22';
const DATE_BOOK = '22-11-2026';
let master: { id: number; salonId: number; startMinute: number; endMinute: number };
let openMinute: number;
let serviceId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db
    .select({ id: staff.id, salonId: staffShifts.salonId, startMinute: staffShifts.startMinute, endMinute: staffShifts.endMinute })
    .from(staffShifts)
    .innerJoin(staff, eq(staff.id, staffShifts.staffId))
    .where(and(eq(staff.isMaster, true), eq(staffShifts.workDate, DATE)))
    .orderBy(asc(staff.id))
    .limit(1);
  master = row!;
  const [salon] = await t.db.select().from(salons).where(eq(salons.id, master.salonId));
  openMinute = salon!.openMinute;
  serviceId = (await serviceWithDuration(t.db, 20)).id;
});
afterAll(() => t.close());

const hourIdAt = (minute: number) => (minute - openMinute) / 20 + 1;
/** First grid minute of the master's shift. */
const firstSlot = () => openMinute + Math.ceil((Math.max(master.startMinute, openMinute) - openMinute) / 20) * 20;

async function freeHoursOfMaster(): Promise<number[]> {
  const res = await t.app.inject({
    url: `/api/v1/booking/book-hours-group?salonId=${master.salonId}&bookDate=${DATE_BOOK}&stylistId=${master.id}&listServiceId=${serviceId}`,
  });
  return res
    .json()
    .data.hourGroup.flatMap((g: { hours: { isFree: boolean; hourId: number }[] }) => g.hours)
    .filter((h: { isFree: boolean }) => h.isFree)
    .map((h: { hourId: number }) => h.hourId);
}

describe('Stylist Master daily cap', () => {
  it('takes a 12th customer, then shows no free hour and answers the 13th with STYLIST_BUSY', async () => {
    const start = firstSlot();
    const already = STYLIST_MASTER_MAX_CUSTOMERS_PER_DAY - 1;
    await t.db.insert(bookings).values(
      Array.from({ length: already }, (_, i) => {
        const minute = start + i * 20;
        return {
          salonId: master.salonId,
          stylistId: master.id,
          dateBook: DATE,
          startAt: zonedDateTimeToUtc(DATE, minute),
          endAt: zonedDateTimeToUtc(DATE, minute + 20),
          hourId: hourIdAt(minute),
          status: 'confirmed' as const,
          totalPrice: 70_000,
          oldTotalPrice: 70_000,
        };
      }),
    );
    const free = await freeHoursOfMaster();
    expect(free.length).toBeGreaterThan(1);
    const twelfth = await createBookingRequest(t.app, {
      salonId: master.salonId,
      stylistId: master.id,
      phone: newPhone(),
      dateBook: DATE_BOOK,
      bookHourId: free[0]!,
      serviceIds: [serviceId],
    });
    expect(twelfth.statusCode, twelfth.body).toBe(200);

    expect(await freeHoursOfMaster()).toEqual([]);
    const thirteenth = await createBookingRequest(t.app, {
      salonId: master.salonId,
      stylistId: master.id,
      phone: newPhone(),
      dateBook: DATE_BOOK,
      bookHourId: free.at(-1)!,
      serviceIds: [serviceId],
    });
    expect(thirteenth.statusCode).toBe(409);
    expect(thirteenth.json().code).toBe('STYLIST_BUSY');

    // Customers already served count too: with three of them done, the 13th is still refused.
    const ids = (
      await t.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.stylistId, master.id), eq(bookings.status, 'confirmed')))
        .orderBy(asc(bookings.startAt))
    ).map((b) => b.id);
    for (const id of ids.slice(0, 3)) await t.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, id));
    const again = await createBookingRequest(t.app, {
      salonId: master.salonId,
      stylistId: master.id,
      phone: newPhone(),
      dateBook: DATE_BOOK,
      bookHourId: free.at(-1)!,
      serviceIds: [serviceId],
    });
    expect(again.json().code).toBe('STYLIST_BUSY');

    // Canceling one of his customers gives the hour back (once the 2 s hours cache has passed).
    await t.db.update(bookings).set({ status: 'canceled' }).where(eq(bookings.id, ids[3]!));
    t.clock.advance(3_000);
    expect((await freeHoursOfMaster()).length).toBeGreaterThan(0);
    const back = await createBookingRequest(t.app, {
      salonId: master.salonId,
      stylistId: master.id,
      phone: newPhone(),
      dateBook: DATE_BOOK,
      bookHourId: free.at(-1)!,
      serviceIds: [serviceId],
    });
    expect(back.statusCode, back.body).toBe(200);
  });
});
