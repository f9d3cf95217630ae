import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, lte } from 'drizzle-orm';
import { bookings, customers, salons, services, staff, staffShifts } from '../src/db/schema/index.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { DEMO_CUSTOMER_PHONE } from '../src/db/seed/customers.ts';
import { createTestApp } from './helpers.ts';
import { bookingTokenOf, clearStylistDay, createBookingRequest, lastOtpCode, newPhone, serviceWithDuration, stylistsOnShift } from './fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const TODAY = '21-11-2026';
let salonId: number;
let stylistIds: number[];
let cut: { id: number; timeServe: number; price: number };

beforeAll(async () => {
  t = await createTestApp();
  salonId = 1;
  stylistIds = (await stylistsOnShift(t.db, salonId, '2026-11-21')).map((s) => s.id);
  cut = await serviceWithDuration(t.db);
});
afterAll(() => t.close());

/** A stylist who works the whole morning at salon 1 today, and a free hour in their shift. */
async function freeHourFor(stylistId: number, serviceIds = [cut.id]) {
  const res = await t.app.inject({
    url: `/api/v1/booking/book-hours-group?salonId=${salonId}&bookDate=${TODAY}&stylistId=${stylistId}&listServiceId=${serviceIds.join(',')}`,
  });
  const box = res
    .json()
    .data.hourGroup.flatMap((g: { hours: { isFree: boolean; hourId: number }[] }) => g.hours)
    .find((h: { isFree: boolean }) => h.isFree);
  return box?.hourId as number;
}

async function bookAndConfirm(phone: string, stylistId: number, hourId: number) {
  const created = await createBookingRequest(t.app, { salonId, phone, stylistId, dateBook: TODAY, bookHourId: hourId, serviceIds: [cut.id] });
  expect(created.statusCode).toBe(200);
  const id = created.json().data.booking.bookingId;
  const headers = bookingTokenOf(created);
  await t.app.inject({ method: 'POST', url: '/api/v1/booking/otp', headers, payload: { bookingId: id, customerPhone: phone } });
  const code = await lastOtpCode(t.db, phone);
  const verified = await t.app.inject({ method: 'PUT', url: '/api/v1/booking/verify-otp-booking', headers, payload: { bookingId: id, phone, code } });
  expect(verified.statusCode).toBe(200);
  return id as number;
}

describe('hours (getHoursGroupByDate)', () => {
  it('returns hour groups with the spec fields, in the salon time zone', async () => {
    const res = await t.app.inject({ url: `/api/v1/booking/book-hours-group?salonId=${salonId}&bookDate=${TODAY}&stylistId=0&listServiceId=${cut.id}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.hourGroup.length).toBeGreaterThan(0);
    const first = data.hourGroup[0].hours[0];
    expect(first).toMatchObject({ hour: '8h30', hourFrame: '08:30', hourId: 1, salonId });
    expect(data.lastHourWork.isFreeToday).toBe(true);
  });

  it('past hours of today are not free; book_at_salon relaxes that (spec §6)', async () => {
    // A morning stylist with nobody in his chair: the demo day's salon is busy, and the strip follows its queue.
    const [morning] = await t.db
      .select({ id: staffShifts.staffId })
      .from(staffShifts)
      .innerJoin(staff, eq(staff.id, staffShifts.staffId))
      .where(and(eq(staffShifts.salonId, salonId), eq(staffShifts.workDate, '2026-11-21'), eq(staff.role, 'stylist'), lte(staffShifts.startMinute, 590)));
    await clearStylistDay(t.db, morning!.id, '2026-11-21');
    t.app.deps.cache.salonDays.clear();
    t.clock.set('2026-11-21T03:05:00Z'); // 10:05 in Ho Chi Minh City
    try {
      const url = `/api/v1/booking/book-hours-group?salonId=${salonId}&bookDate=${TODAY}&listServiceId=${cut.id}`;
      const hours = (await t.app.inject({ url })).json().data.hourGroup.flatMap((g: { hours: unknown[] }) => g.hours);
      expect(hours.find((h: { hour: string }) => h.hour === '9h50').isFree).toBe(false);
      expect(hours.find((h: { hour: string }) => h.hour === '10h10').isFree).toBe(true);
      const atSalon = (await t.app.inject({ url: `${url}&source=book_at_salon` })).json().data.hourGroup.flatMap((g: { hours: unknown[] }) => g.hours);
      expect(atSalon.find((h: { hour: string }) => h.hour === '9h50').isFree).toBe(true);
    } finally {
      t.clock.set('2026-11-21T01:00:00Z');
    }
  });

  it('refuses a date beyond the role (day after tomorrow for a regular customer)', async () => {
    const res = await t.app.inject({ url: `/api/v1/booking/book-hours-group?salonId=${salonId}&bookDate=23-11-2026` });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('DATE_NOT_BOOKABLE');
  });

  it('bad input is a 400 with the envelope, never a 500', async () => {
    for (const url of [
      '/api/v1/booking/book-hours-group?salonId=abc&bookDate=21-11-2026',
      '/api/v1/booking/book-hours-group?salonId=1&bookDate=2026-11-21',
      '/api/v1/booking/book-hours-group?salonId=1&bookDate=31-02-2026',
      '/api/v1/booking/book-hours-group?salonId=1&bookDate=21-11-2026&listServiceId=x,y',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });
});

describe('create booking (booKingV2)', () => {
  it('a new phone gets an OTP hold, confirmed by the code from the MessageSender', async () => {
    const phone = newPhone();
    const hourId = await freeHourFor(stylistIds[0]!);
    const res = await createBookingRequest(t.app, { salonId, phone, stylistId: stylistIds[0], dateBook: TODAY, bookHourId: hourId, serviceIds: [cut.id] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('success');
    expect(body.data.booking).toMatchObject({ isUseOtp: true, status: 'pending_otp', stylistId: stylistIds[0], totalMoney: cut.price });
    // each service's minutes: the success page's calendar event ends when they are done
    expect(body.data.booking.services).toEqual([expect.objectContaining({ id: cut.id, timeServe: cut.timeServe })]);
    // Spec §3 names the result `booking: { id, isUseOtp, … }`.
    const id = body.data.booking.id;
    expect(body.data.booking.bookingId).toBe(id);
    const headers = bookingTokenOf(res);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.params).toEqual({ source: 'web' }); // utm_source and token are not kept

    const sent = await t.app.inject({ method: 'POST', url: '/api/v1/booking/otp', headers, payload: { bookingId: id, customerPhone: phone } });
    expect(sent.json().data).toMatchObject({ success: true, verificationMethod: 'zalo', message: 'Kiểm tra Zalo để lấy mã xác nhận đặt lịch.' });
    const code = await lastOtpCode(t.db, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await t.app.inject({ method: 'PUT', url: '/api/v1/booking/verify-otp-booking', headers, payload: { bookingId: id, phone, code: wrong } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Mã Xác Nhận Không Chính Xác!');
    const ok = await t.app.inject({ method: 'PUT', url: '/api/v1/booking/verify-otp-booking', headers, payload: { bookingId: id, phone, code } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.booking.status).toBe('confirmed');
    const again = await t.app.inject({ method: 'PUT', url: '/api/v1/booking/verify-otp-booking', headers, payload: { bookingId: id, phone, code } });
    expect(again.statusCode).toBe(404); // single use: the booking is no longer waiting for a code
  });

  it('the 6th code check is refused with 429', async () => {
    const phone = newPhone();
    const hourId = await freeHourFor(stylistIds[1]!);
    const res = await createBookingRequest(t.app, { salonId, phone, stylistId: stylistIds[1], dateBook: TODAY, bookHourId: hourId, serviceIds: [cut.id] });
    const id = res.json().data.booking.bookingId;
    const headers = bookingTokenOf(res);
    await t.app.inject({ method: 'POST', url: '/api/v1/booking/otp', headers, payload: { bookingId: id, customerPhone: phone } });
    const code = await lastOtpCode(t.db, phone);
    const wrong = code === '999999' ? '888888' : '999999';
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const r = await t.app.inject({ method: 'PUT', url: '/api/v1/booking/verify-otp-booking', headers, payload: { bookingId: id, phone, code: wrong } });
      statuses.push(r.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const late = await t.app.inject({ method: 'PUT', url: '/api/v1/booking/verify-otp-booking', headers, payload: { bookingId: id, phone, code } });
    expect(late.statusCode).toBe(429);
  });

  it('at most 5 codes per phone in 10 minutes, rotating zalo, sms, call', async () => {
    const phone = newPhone();
    const hourId = await freeHourFor(stylistIds[2]!);
    const res = await createBookingRequest(t.app, { salonId, phone, stylistId: stylistIds[2], dateBook: TODAY, bookHourId: hourId, serviceIds: [cut.id] });
    const id = res.json().data.booking.bookingId;
    const headers = bookingTokenOf(res);
    const methods = [];
    const hints = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const r = await t.app.inject({ method: 'POST', url: '/api/v1/booking/otp', headers, payload: { bookingId: id, customerPhone: phone } });
      methods.push(r.statusCode === 200 ? r.json().data.verificationMethod : r.statusCode);
      if (r.statusCode === 200) hints.add(r.json().data.message);
    }
    expect(methods).toEqual(['zalo', 'sms', 'call', 'zalo', 'sms', 429]);
    // a resend confirms the booking too: no hint speaks of logging in
    expect([...hints]).toEqual(['Kiểm tra Zalo để lấy mã xác nhận đặt lịch.', 'Kiểm tra SMS để lấy mã xác nhận đặt lịch.', 'Đợi cuộc gọi tự động...']);
  });

  it('an OTP hold lapses after 5 minutes and frees the hour', async () => {
    const phone = newPhone();
    const stylist = stylistIds[3]!;
    const hourId = await freeHourFor(stylist);
    const res = await createBookingRequest(t.app, { salonId, phone, stylistId: stylist, dateBook: TODAY, bookHourId: hourId, serviceIds: [cut.id] });
    expect(res.statusCode).toBe(200);
    expect(await freeHourFor(stylist)).not.toBe(hourId);
    t.clock.advance(5 * 60_000 + 1000);
    try {
      expect(await freeHourFor(stylist)).toBe(hourId);
      const other = await createBookingRequest(t.app, {
        salonId,
        phone: newPhone(),
        stylistId: stylist,
        dateBook: TODAY,
        bookHourId: hourId,
        serviceIds: [cut.id],
      });
      expect(other.statusCode).toBe(200);
    } finally {
      t.clock.set('2026-11-21T01:00:00Z');
    }
  });

  it('a taken stylist hour is a 409 with the spec message; any stylist gets a concrete stylist', async () => {
    const stylist = stylistIds[4]!;
    const hourId = await freeHourFor(stylist);
    await bookAndConfirm(newPhone(), stylist, hourId);
    const clash = await createBookingRequest(t.app, {
      salonId,
      phone: newPhone(),
      stylistId: stylist,
      dateBook: TODAY,
      bookHourId: hourId,
      serviceIds: [cut.id],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ code: 'STYLIST_BUSY', message: 'Stylist hôm nay bận, Mời anh chọn stylist khác!' });
    const en = await createBookingRequest(t.app, {
      salonId,
      phone: newPhone(),
      stylistId: stylist,
      dateBook: TODAY,
      bookHourId: hourId,
      serviceIds: [cut.id],
      lang: 'en',
    });
    expect(en.json().message).toMatch(/stylist/i);
    expect(en.json().message).not.toBe(clash.json().message);

    const any = await createBookingRequest(t.app, { salonId, phone: newPhone(), stylistId: 0, dateBook: TODAY, bookHourId: hourId, serviceIds: [cut.id] });
    expect(any.statusCode).toBe(200);
    expect(any.json().data.booking.stylistId).not.toBe(stylist);
    expect(stylistIds).toContain(any.json().data.booking.stylistId);
  });

  it('one upcoming booking per phone: 403 for a stranger, a change when logged in as that phone', async () => {
    const phone = newPhone();
    const first = await bookAndConfirm(phone, stylistIds[5]!, await freeHourFor(stylistIds[5]!));
    const hourId = await freeHourFor(stylistIds[0]!);
    const stranger = await createBookingRequest(t.app, { salonId, phone, stylistId: stylistIds[0], dateBook: TODAY, bookHourId: hourId, serviceIds: [cut.id] });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('ANH ĐÃ CÓ LỊCH ĐẶT, ANH VUI LÒNG ĐĂNG NHẬP ĐỂ ĐỔI LỊCH');

    const [customer] = await t.db.select().from(customers).where(eq(customers.phone, phone));
    const token = await createSession(t.db, customer!.id, t.clock.now());
    const change = await createBookingRequest(t.app, {
      salonId,
      phone,
      stylistId: stylistIds[0],
      dateBook: TODAY,
      bookHourId: hourId,
      serviceIds: [cut.id],
      token,
    });
    expect(change.statusCode).toBe(200);
    expect(change.json().data.booking).toMatchObject({ status: 'confirmed', isUseOtp: false });
    const [old] = await t.db.select().from(bookings).where(eq(bookings.id, first));
    expect(old!.status).toBe('canceled');
    const list = await t.app.inject({ url: '/api/v1/booking', headers: { authorization: `Bearer ${token}` } });
    expect(list.json().data.map((b: { bookingId: number }) => b.bookingId)).toEqual([change.json().data.booking.bookingId]);
  });

  it('cancel: only the owner logged in as the booking phone; a second cancel says the booking does not exist', async () => {
    const phone = newPhone();
    const id = await bookAndConfirm(phone, stylistIds[1]!, await freeHourFor(stylistIds[1]!));
    const anonymous = await t.app.inject({ method: 'DELETE', url: `/api/v1/booking/${id}?phone=${phone}` });
    expect(anonymous.statusCode).toBe(401);
    const [stranger] = await t.db.select().from(customers).where(eq(customers.phone, DEMO_CUSTOMER_PHONE));
    const strangerAuth = { authorization: `Bearer ${await createSession(t.db, stranger!.id, t.clock.now())}` };
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/booking/${id}`, headers: strangerAuth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/booking/${id}`, headers: strangerAuth })).statusCode).toBe(404);
    const [customer] = await t.db.select().from(customers).where(eq(customers.phone, phone));
    const auth = { authorization: `Bearer ${await createSession(t.db, customer!.id, t.clock.now())}` };
    const ok = await t.app.inject({ method: 'DELETE', url: `/api/v1/booking/${id}`, headers: auth });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Hủy Lịch Thành Công!');
    const again = await t.app.inject({ method: 'DELETE', url: `/api/v1/booking/${id}`, headers: auth });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Lịch Không Tồn Tại!');
  });

  it('refuses dates beyond the role, a salon not open yet, discontinued services and missing services', async () => {
    const phone = newPhone();
    const far = await createBookingRequest(t.app, { salonId, phone, dateBook: '23-11-2026', bookHourId: 5, serviceIds: [cut.id] });
    expect(far.statusCode).toBe(400);
    const [future] = await t.db
      .select()
      .from(salons)
      .where(eq(salons.id, await futureSalonId()));
    const notOpen = await createBookingRequest(t.app, { salonId: future!.id, phone, dateBook: TODAY, bookHourId: 5, serviceIds: [cut.id] });
    expect(notOpen.statusCode).toBe(400);
    expect(notOpen.json().code).toBe('SALON_NOT_OPEN');
    const [gone] = await t.db.select().from(services).where(eq(services.discontinued, true));
    const discontinued = await createBookingRequest(t.app, { salonId, phone, dateBook: TODAY, bookHourId: 5, serviceIds: [gone!.id] });
    expect(discontinued.statusCode).toBe(400);
    expect(discontinued.json().message).toBe('Một số dịch vụ đã ngừng bán, anh vui lòng chọn lại dịch vụ');
    const none = await createBookingRequest(t.app, { salonId, phone, dateBook: TODAY, bookHourId: 5, serviceIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Mời anh chọn dịch vụ để chọn giờ cắt');
  });

  it('malformed JSON and wrong types are 400s with the envelope', async () => {
    const malformed = await t.app.inject({ method: 'POST', url: '/api/v1/booking', headers: { 'content-type': 'application/json' }, payload: '{"salonId":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toHaveProperty('code');
    const wrongTypes = await t.app.inject({ method: 'POST', url: '/api/v1/booking', payload: { salonId: 'x', phone: 12, chosenServices: '[' } });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().code).toBe('VALIDATION_ERROR');
  });
});

async function futureSalonId(): Promise<number> {
  const rows = await t.db.select({ id: salons.id, openingDate: salons.openingDate }).from(salons);
  return rows.find((r) => r.openingDate && r.openingDate > '2026-11-21')!.id;
}

describe('the exclusion constraint itself', () => {
  it('refuses an overlapping active booking for one stylist written straight to the database', async () => {
    const [existing] = await t.db.select().from(bookings).where(eq(bookings.status, 'confirmed')).limit(1);
    const { id: _id, ...copy } = existing!;
    const overlapping = {
      ...copy,
      phone: newPhone(),
      startAt: new Date(existing!.startAt.getTime() + 10 * 60_000),
      endAt: new Date(existing!.endAt.getTime() + 10 * 60_000),
    };
    await expect(t.db.insert(bookings).values(overlapping)).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23P01' }) });
    // A canceled booking does not hold the time.
    await expect(t.db.insert(bookings).values({ ...overlapping, status: 'canceled' })).resolves.toBeDefined();
  });
});

describe('salon time zone edge cases', () => {
  it('just before midnight in Ho Chi Minh City (16:59 UTC) today is already over and tomorrow is open', async () => {
    t.clock.set('2026-11-21T16:59:00Z'); // 23:59 local, still the 21st
    try {
      const today = await t.app.inject({ url: `/api/v1/booking/book-hours-group?salonId=${salonId}&bookDate=${TODAY}&listServiceId=${cut.id}` });
      expect(today.json().data.lastHourWork.isFreeToday).toBe(false);
      const tomorrow = await t.app.inject({ url: `/api/v1/booking/book-hours-group?salonId=${salonId}&bookDate=22-11-2026&listServiceId=${cut.id}` });
      expect(tomorrow.json().data.hourGroup[0].hours[0]).toMatchObject({ hour: '8h30', isFree: true });
      const role = await t.app.inject({ url: `/api/v1/booking/role?salonId=${salonId}` });
      expect(role.json().data.bookDates[0]).toMatchObject({ date: TODAY, tag: 'Today' });
      t.clock.set('2026-11-21T17:01:00Z'); // 00:01 local on the 22nd: the 21st is in the past
      const past = await t.app.inject({ url: `/api/v1/booking/book-hours-group?salonId=${salonId}&bookDate=${TODAY}&listServiceId=${cut.id}` });
      expect(past.statusCode).toBe(400);
      const role2 = await t.app.inject({ url: `/api/v1/booking/role?salonId=${salonId}` });
      expect(role2.json().data.bookDates[0]).toMatchObject({ date: '22-11-2026', tag: 'Today' });
    } finally {
      t.clock.set('2026-11-21T01:00:00Z');
    }
  });
});

describe('campaigns on a booking', () => {
  it('a code-only campaign needs the claimed voucher, and its per-customer limit holds', async () => {
    const { campaignCodes, campaigns } = await import('../src/db/schema/index.ts');
    const [code] = await t.db.select().from(campaignCodes).where(eq(campaignCodes.code, 'CHAOBANMOI'));
    const [campaign] = await t.db.select().from(campaigns).where(eq(campaigns.id, code!.campaignId));
    expect(campaign).toMatchObject({ isPublic: false, usagePerCustomer: 1 });
    const phone = newPhone();
    const [customer] = await t.db.insert(customers).values({ phone }).returning();
    const token = await createSession(t.db, customer!.id, t.clock.now());
    const hour = await freeHourFor(stylistIds[2]!, [101]);
    const request = { salonId, phone, stylistId: stylistIds[2], dateBook: TODAY, bookHourId: hour, serviceIds: [101], campaign: campaign!.id, token };

    const without = await createBookingRequest(t.app, request);
    expect(without.statusCode).toBe(400);
    expect(without.json().code).toBe('CAMPAIGN_NOT_VALID');

    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking/postCode',
      headers: { authorization: `Bearer ${token}` },
      payload: { code: 'CHAOBANMOI', phone },
    });
    expect(claimed.statusCode).toBe(200);
    const booked = await createBookingRequest(t.app, request);
    expect(booked.statusCode).toBe(200);
    expect(booked.json().data.booking.totalMoney).toBeLessThan(booked.json().data.booking.oldTotalMoney);
    // the success page strikes the original price (120.000), as step 0 and the sticky bar do
    expect(booked.json().data.booking).toMatchObject({ oldTotalMoney: 120_000, services: [expect.objectContaining({ id: 101, oldPrice: 120_000 })] });

    // Once that visit is done the voucher is spent: booking with it again is over the limit.
    await t.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, booked.json().data.booking.bookingId));
    const again = await createBookingRequest(t.app, { ...request, bookHourId: await freeHourFor(stylistIds[2]!, [101]) });
    expect(again.statusCode).toBe(400);
    expect(['CAMPAIGN_USED_UP', 'CAMPAIGN_NOT_VALID']).toContain(again.json().code);
  });
});
