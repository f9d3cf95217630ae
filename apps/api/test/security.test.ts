import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { bookings, customers, sessions } from '../src/db/schema/index.ts';
import { DEMO_CUSTOMER_PHONE } from '../src/db/seed/customers.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { createTestApp } from './helpers.ts';
import { bookingTokenOf, createBookingRequest, multipart, newPhone, serviceWithDuration } from './fixtures.ts';
import { bearer, loginByOtp, outboxCode, registerWithPassword, solvedCaptcha } from './account-fixtures.ts';

// The security suite of issue 8: each hole found on a fresh clone is a test here, with the real
// default limits (other suites lift them). Threat model: docs/decisions/004-threat-model.md.
// Also part of it: client-address.test.ts (forged X-Forwarded-For), hostile-input.test.ts (the 5xx
// inputs), message-gateways.test.ts (no outbox in production), server-lock test (second process).

const TODAY = '21-11-2026';
const REAL_LIMITS = { LIMIT_HOLDS_PER_IP: '3', LIMIT_ANON_CREATES_PER_IP: '10', OTP_RESEND_AFTER_SECONDS: '60', LIMIT_PHONE_LOOKUPS_PER_HOUR: '20' };

let t: Awaited<ReturnType<typeof createTestApp>>;
let cutId: number;
let uploadDir: string;
beforeAll(async () => {
  t = await createTestApp({ env: REAL_LIMITS });
  cutId = (await serviceWithDuration(t.db)).id;
  uploadDir = t.app.deps.config.UPLOAD_DIR!;
});
afterAll(() => t.close());

let addressCounter = 0;
/** Each test books from its own client address, so the per-address limits of one test do not reach another. */
const newAddress = () => `198.51.100.${++addressCounter}`;

/** An any-stylist booking at salon 1 today by the customer logged in as the phone. */
const bookLoggedIn = (phone: string, token: string, hourId: number) =>
  createBookingRequest(t.app, { salonId: 1, phone, stylistId: 0, dateBook: TODAY, bookHourId: hourId, serviceIds: [cutId], token });

/** An any-stylist booking at salon 1 today by a caller who is not logged in, from a client address. */
function bookFrom(remoteAddress: string, phone: string, hourId: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/booking',
    remoteAddress,
    payload: {
      salonId: 1,
      phone,
      stylistId: 0,
      dateBook: TODAY,
      bookHourId: hourId,
      chosenServices: JSON.stringify([{ id: cutId, name: 'cut' }]),
      bookAt: 3,
      params: JSON.stringify({ source: 'web' }),
    },
  });
}

async function loggedIn(phone: string) {
  const [customer] = await t.db.select().from(customers).where(eq(customers.phone, phone));
  return bearer(await createSession(t.db, customer!.id, t.clock.now()));
}

describe('booking actions belong to the owner', () => {
  it('anonymous lookup says only that a booking exists; the rest needs the owner', async () => {
    const phone = newPhone();
    const created = await bookFrom(newAddress(), phone, 10);
    expect(created.statusCode).toBe(200);
    const id = created.json().data.booking.bookingId as number;

    const lookup = await t.app.inject({ url: `/api/v1/booking/lookup?phone=${phone}` });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().data).toEqual([{ dateBook: TODAY, hourBook: expect.stringMatching(/^\d{1,2}h\d{2}$/), salonName: expect.any(String) }]);

    expect((await t.app.inject({ url: `/api/v1/booking?phone=${phone}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/v1/booking/${id}?phone=${phone}` })).statusCode).toBe(404);
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/v1/booking/${id}?phone=${phone}` });
    expect(cancel.statusCode).toBe(401);
    expect(cancel.json().message).toBe('Anh vui lòng đăng nhập bằng số điện thoại đặt lịch để xem, hủy hoặc đổi lịch nhé!');
    const sendCode = await t.app.inject({ method: 'POST', url: '/api/v1/booking/otp', payload: { bookingId: id, customerPhone: phone } });
    expect(sendCode.statusCode).toBe(404);
    const note = await t.app.inject({ method: 'POST', url: `/api/v1/booking/${id}/images`, ...multipart({ phone, note: 'hijacked' }, []) });
    expect(note.statusCode).toBe(404);
    const answers = await t.app.inject({ url: `/api/v1/customer-attribute/question?bookingId=${id}&phone=${phone}` });
    expect(answers.statusCode).toBe(404);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ status: 'pending_otp', note: null });

    // The browser that booked (its token) sees the booking and completes it; the owner logged in cancels.
    const own = bookingTokenOf(created);
    expect((await t.app.inject({ url: `/api/v1/booking/${id}`, headers: own })).json().data).toMatchObject({ bookingId: id, customerPhone: phone });
    expect((await t.app.inject({ url: `/api/v1/booking/${id}`, headers: { 'x-booking-token': 'x'.repeat(43) } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/booking/${id}`, headers: own })).statusCode).toBe(401);
    const stranger = await loggedIn(DEMO_CUSTOMER_PHONE);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/booking/${id}`, headers: stranger })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/booking?phone=${phone}`, headers: stranger })).statusCode).toBe(403);
    const owner = await loggedIn(phone);
    expect((await t.app.inject({ url: '/api/v1/booking', headers: owner })).json().data.map((b: { bookingId: number }) => b.bookingId)).toEqual([id]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/booking/${id}`, headers: owner })).statusCode).toBe(200);
  });

  it('personal data keyed by phone goes only to the owner: last stylist, used services, member tier', async () => {
    const phone = DEMO_CUSTOMER_PHONE; // Diamond member with past visits in the seed
    const stylists = (auth: Record<string, string> = {}) =>
      t.app.inject({ url: `/api/v1/booking/getAllStyListV4?salonId=1&workDate=${TODAY}&customerPhone=${phone}`, headers: auth });
    const special = (res: Awaited<ReturnType<typeof stylists>>) => res.json().data.stylists.filter((s: { special: boolean }) => s.special);
    const owner = await loggedIn(phone);
    expect(special(await stylists(owner)).length).toBeGreaterThan(0);
    expect(special(await stylists())).toEqual([]);
    const role = (auth: Record<string, string> = {}) => t.app.inject({ url: `/api/v1/booking/role?salonId=1&phone=${phone}`, headers: auth });
    const ownRole = (await role(owner)).json().data;
    const strangerRole = (await role()).json().data;
    expect(ownRole.memberType).toBe(4);
    expect(strangerRole.memberType).not.toBe(4);
    // The member's tier (from his session) opens the day after tomorrow; naming his phone alone does not.
    const hours = (auth: Record<string, string> = {}) =>
      t.app.inject({ url: `/api/v1/booking/book-hours-group?salonId=1&bookDate=23-11-2026&customerPhone=${phone}`, headers: auth });
    expect((await hours(owner)).statusCode).toBe(200);
    expect((await hours()).statusCode).toBe(400);
    const services = (auth: Record<string, string> = {}) =>
      t.app.inject({ url: `/api/v1/booking/service-list-v5?salonId=1&customerPhone=${phone}`, headers: auth });
    const used = (body: string) => (body.match(/"used":1/g) ?? []).length;
    expect(used((await services(owner)).body)).toBeGreaterThan(0);
    expect(used((await services()).body)).toBe(0);
  });
});

describe('unverified holds and anonymous creates per client address', () => {
  it('a 4th live hold from one address is refused; logging in books freely', async () => {
    const address = newAddress();
    const statuses = [];
    for (const hourId of [11, 12, 13, 14]) statuses.push((await bookFrom(address, newPhone(), hourId)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await bookFrom(address, newPhone(), 15);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_HOLDS' });
    // Another address is not affected.
    expect((await bookFrom(newAddress(), newPhone(), 15)).statusCode).toBe(200);
    // Holds lapse after 5 minutes: the address may hold again.
    t.clock.advance(5 * 60_000 + 1000);
    try {
      expect((await bookFrom(address, newPhone(), 16)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-(5 * 60_000 + 1000));
    }
  });

  it('the 11th anonymous create in 10 minutes from one address is 429, even when earlier holds were confirmed', async () => {
    const address = newAddress();
    let last;
    for (let i = 0; i < 10; i++) {
      last = await bookFrom(address, newPhone(), 20 + (i % 5));
      expect(last.statusCode).toBe(200);
      // Confirm each hold so the hold limit is not what stops us.
      await t.db.update(bookings).set({ status: 'confirmed', holdUntil: null }).where(eq(bookings.id, last.json().data.booking.bookingId));
    }
    const eleventh = await bookFrom(address, newPhone(), 25);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().code).toBe('TOO_MANY_CREATES');
  });
});

describe('codes', () => {
  const send = (phone: string) => t.app.inject({ method: 'POST', url: '/api/v1/otp/send', payload: { phone } });
  const loginOtp = (phone: string, otp: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login-otp', payload: { phone, otp } });

  it('a resend before allowResendAfterSeconds is 429 with the seconds left; a new code voids the old one', async () => {
    const phone = newPhone();
    expect((await send(phone)).json().data.allowResendAfterSeconds).toBe(60);
    const first = await outboxCode(t.app, phone);
    t.clock.advance(20_000);
    try {
      const early = await send(phone);
      expect(early.statusCode).toBe(429);
      expect(early.json()).toEqual({ code: 'OTP_RESEND_TOO_SOON', retryAfterSeconds: 40, message: 'Anh vui lòng đợi 40 giây nữa để lấy mã mới nhé!' });
      t.clock.advance(40_000);
      expect((await send(phone)).statusCode).toBe(200);
      const second = await outboxCode(t.app, phone);
      if (first !== second) expect((await loginOtp(phone, first)).statusCode).toBe(400);
      expect((await loginOtp(phone, second)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-60_000);
    }
  });

  it('a clock stepped back since the last code never makes the wait longer than the resend wait', async () => {
    const phone = newPhone();
    expect((await send(phone)).statusCode).toBe(200);
    t.clock.advance(-600_000);
    try {
      const early = await send(phone);
      expect(early.statusCode).toBe(429);
      expect(early.json().retryAfterSeconds).toBe(60);
    } finally {
      t.clock.advance(600_000);
    }
  });

  it('10 failed checks per phone in an hour, across codes, pause code checks', async () => {
    const phone = newPhone();
    let code = '';
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      t.clock.advance(61_000);
      await send(phone);
      code = await outboxCode(t.app, phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++) statuses.push((await loginOtp(phone, wrong)).statusCode);
    }
    t.clock.advance(-3 * 61_000);
    // 5 checks per code would allow all 12; the per-phone rule stops the 11th.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 429, 429]);
    const right = await loginOtp(phone, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('OTP_CHECKS_PAUSED');
  });
});

describe('password guessing', () => {
  const login = (phone: string, password: string, recaptcha?: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone, password, recaptcha } });

  it('10 failures in 15 minutes pause password login 15 minutes, doubling; code login stays open', async () => {
    const phone = newPhone();
    await registerWithPassword(t.app, phone, '246810');
    const started = t.clock.now().getTime();
    try {
      const codes: string[] = [];
      for (let i = 0; i < 10; i++) codes.push((await login(phone, '000000', i >= 3 ? await solvedCaptcha(t.app) : undefined)).json().code);
      expect(codes.slice(0, 9).every((c) => c === 'LOGIN_FAILED' || c === 'CAPTCHA_REQUIRED')).toBe(true);
      expect(codes[9]).toBe('PASSWORD_LOGIN_PAUSED');
      const paused = await login(phone, '246810', await solvedCaptcha(t.app));
      expect(paused.statusCode).toBe(423);
      expect(paused.json().message).toBe(
        'Anh đã nhập sai mật khẩu quá nhiều lần. Đăng nhập bằng mật khẩu tạm dừng 15 phút, anh vui lòng đăng nhập bằng mã xác nhận nhé!',
      );

      // The owner is never locked out: a code still logs in.
      t.clock.advance(61_000);
      expect((await loginByOtp(t.app, phone)).token).toBeTruthy();

      // After the pause, the captcha stays; the next 10 failures pause twice as long.
      t.clock.set(new Date(started + 15 * 60_000 + 1000).toISOString());
      expect((await login(phone, '000000')).json().code).toBe('CAPTCHA_REQUIRED');
      for (let i = 0; i < 9; i++) await login(phone, '000000', await solvedCaptcha(t.app));
      const second = await login(phone, '000000', await solvedCaptcha(t.app));
      expect(second.json().message).toMatch(/tạm dừng 30 phút/);
      t.clock.set(new Date(started + 46 * 60_000 + 2000).toISOString());
      expect((await login(phone, '246810', await solvedCaptcha(t.app))).statusCode).toBe(200);
    } finally {
      t.clock.set(new Date(started).toISOString());
    }
  });

  it('changing the password needs the current one or a code verified in the last 5 minutes', async () => {
    const phone = newPhone();
    const { token } = await registerWithPassword(t.app, phone, '135791');
    const change = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/change-password', headers: bearer(token), payload: { phone, ...payload } });
    t.clock.advance(5 * 60_000 + 1000);
    try {
      expect((await change({ newPassword: '999999' })).json().code).toBe('CURRENT_PASSWORD_REQUIRED');
      expect((await change({ newPassword: '999999', currentPassword: '000000' })).json().code).toBe('CURRENT_PASSWORD_REQUIRED');
      expect((await change({ newPassword: '999999', currentPassword: '135791' })).statusCode).toBe(200);
    } finally {
      t.clock.advance(-(5 * 60_000 + 1000));
    }
  });

  it('sessions end after 90 idle days and a year after login, whatever the use', async () => {
    const { token } = await loginByOtp(t.app, newPhone());
    const me = () => t.app.inject({ url: '/api/v1/auth/me', headers: bearer(token) });
    const start = t.clock.now().getTime();
    try {
      for (let day = 80; day <= 360; day += 80) {
        t.clock.set(new Date(start + day * 86_400_000).toISOString());
        expect((await me()).statusCode, `day ${day}`).toBe(200); // used every 80 days: never idle 90
      }
      t.clock.set(new Date(start + 366 * 86_400_000).toISOString());
      expect((await me()).statusCode).toBe(401);
      const idle = await loginByOtp(t.app, newPhone());
      t.clock.set(new Date(start + 366 * 86_400_000 + 91 * 86_400_000).toISOString());
      expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(idle.token) })).statusCode).toBe(401);
    } finally {
      t.clock.set(new Date(start).toISOString());
    }
    expect(await t.db.select().from(sessions).limit(1)).toHaveLength(1);
  });
});

describe('phone oracles', () => {
  it('check-registered and auth/verify share a per-phone limit across addresses', async () => {
    const phone = newPhone();
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      const res =
        i % 2 === 0
          ? await t.app.inject({ url: `/api/v1/app-customer/check-registered?phone=${phone}`, remoteAddress: newAddress() })
          : await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify', payload: { phone }, remoteAddress: newAddress() });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // +84 is the same phone.
    expect((await t.app.inject({ url: `/api/v1/app-customer/check-registered?phone=%2B84${phone.slice(1)}` })).statusCode).toBe(429);
  });
});

describe('uploads', () => {
  const files = () => readdirSync(uploadDir);
  const photo = () =>
    sharp({ create: { width: 40, height: 40, channels: 3, background: '#345' } })
      .png()
      .toBuffer();

  it('a refused upload writes nothing: not the owner, or a skinner not on shift', async () => {
    const before = files().length;
    const created = await bookFrom(newAddress(), newPhone(), 30);
    const id = created.json().data.booking.bookingId;
    const stranger = await t.app.inject({ method: 'POST', url: `/api/v1/booking/${id}/images`, ...multipart({}, [await photo()]) });
    expect(stranger.statusCode).toBe(404);
    const badSkinner = await t.app.inject({
      method: 'POST',
      url: `/api/v1/booking/${id}/images`,
      ...multipart({ skinnerId: '1' }, [await photo()], bookingTokenOf(created)),
    });
    expect(badSkinner.statusCode).toBe(400);
    expect(files().length).toBe(before);
  });

  it('deleting the account deletes its photos', async () => {
    const phone = newPhone();
    const { token } = await loginByOtp(t.app, phone);
    const created = await bookLoggedIn(phone, token, 31);
    expect(created.statusCode).toBe(200);
    const id = created.json().data.booking.bookingId;
    const up = await t.app.inject({ method: 'POST', url: `/api/v1/booking/${id}/images`, ...multipart({}, [await photo()], bearer(token)) });
    expect(up.statusCode).toBe(200);
    const name = (up.json().data.images[0].url as string).replace('/uploads/', '');
    expect(files()).toContain(name);
    t.clock.advance(61_000);
    try {
      await t.app.inject({ method: 'POST', url: '/api/v1/customer/delete-account/otp', headers: bearer(token) });
      const otp = await outboxCode(t.app, phone);
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/customer/delete-account', headers: bearer(token), payload: { otp } })).statusCode).toBe(200);
    } finally {
      t.clock.advance(-61_000);
    }
    expect(files()).not.toContain(name);
  });
});
