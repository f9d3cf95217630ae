import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, salons, savedAddresses } from '../src/db/schema/index.ts';
import { createTestApp } from './helpers.ts';
import { newPhone } from './fixtures.ts';
import { bearer, insertCompletedVisit, loginByOtp } from './account-fixtures.ts';

// Issue 27 items 11 and 12: the booking record (success page, home card) carries the salon's post-2025 address
// next to the old one, and for a haircut at home the customer's address and the window the stylist is there.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('booking record: where and when', () => {
  it("at home: the address the stylist comes to and the window from the haircut's start to its end", async () => {
    const phone = newPhone();
    const { token, customerId } = await loginByOtp(t.app, phone);
    const [place] = await t.db
      .insert(savedAddresses)
      .values({ customerId, attrId: 4, attrName: 'Nhà riêng', text: 'Số 5 Khâm Thiên, Phường Kim Liên, Hà Nội', latitude: 21.02, longitude: 105.83 })
      .returning();
    const { id } = await insertCompletedVisit(t.db, { customerId, phone, now: t.clock.now(), daysAgo: 2, travelMinutes: 25 });
    await t.db.update(bookings).set({ isBookAtHome: true, homeAddressId: place!.id }).where(eq(bookings.id, id));

    const record = (await t.app.inject({ url: `/api/v1/booking/${id}`, headers: bearer(token) })).json().data;
    // Leaves at 8h00, 25 minutes each way, 40 minutes of services: with the customer from 8h25 to 9h05.
    expect(record).toMatchObject({ isBookAtHome: true, homeAddress: 'Số 5 Khâm Thiên, Phường Kim Liên, Hà Nội', hourBook: '8h25', hourEnd: '9h05' });
  });

  it("at a salon: no home address, and the salon's new address beside the old one", async () => {
    const phone = newPhone();
    const { token, customerId } = await loginByOtp(t.app, phone);
    const { id } = await insertCompletedVisit(t.db, { customerId, phone, now: t.clock.now(), daysAgo: 2 });
    const [salon] = await t.db.select().from(salons).where(eq(salons.id, 1));
    const record = (await t.app.inject({ url: `/api/v1/booking/${id}`, headers: bearer(token) })).json().data;
    expect(salon!.addressNew).toBeTruthy();
    expect(record).toMatchObject({ homeAddress: null, salonAddress: salon!.address, salonAddressNew: salon!.addressNew, hourBook: '8h00', hourEnd: '8h40' });
  });
});
