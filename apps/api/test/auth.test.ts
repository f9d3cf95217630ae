import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers } from '../src/db/schema/index.ts';
import { SESSION_CACHE_MS } from '../src/lib/app-cache.ts';
import { createTestApp } from './helpers.ts';
import { newPhone } from './fixtures.ts';
import { bearer, insertCompletedVisit, loginByOtp, outboxCode, registerWithPassword } from './account-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const me = (token: string) => t.app.inject({ url: '/api/v1/auth/me', headers: bearer(token) });

describe('login modal: register by OTP, set a password, log out, log in (spec §4)', () => {
  it('walks the whole account life of a new phone', async () => {
    const phone = newPhone();
    const typed = `${phone.slice(0, 4)}.${phone.slice(4, 7)}.${phone.slice(7)}`;
    expect((await post('/api/v1/auth/verify', { phone: typed, brandName: 'Shine' })).json()).toEqual({
      data: { isNewUser: true, isReturning: false, captchaRequired: false },
    });

    const sent = await post('/api/v1/otp/send', { phone: typed, method: 'zalo' });
    expect(sent.json().data).toEqual({ success: true, message: 'Kiểm tra Zalo để lấy OTP đăng nhập.', allowResendAfterSeconds: 0, verificationMethod: 'zalo' });
    const login = await post('/api/v1/auth/login-otp', { phone, otp: await outboxCode(t.app, phone), brandName: 'Shine' });
    expect(login.statusCode).toBe(200);
    const first = login.json().data;
    expect(first.isNewUser).toBe(true);
    expect(first.user).toMatchObject({ phoneNumber: phone, changePassword: true, isRegistered: false, membershipName: null, memberType: 1 });
    expect(first.accessToken.length).toBeGreaterThanOrEqual(22); // >= 128 bits, base64url

    const set = await post('/api/v1/auth/change-password', { phone, newPassword: '246810', accessToken: first.accessToken }, bearer(first.accessToken));
    expect(set.json()).toEqual({ data: { ok: true }, message: 'Đặt mật khẩu thành công!' });
    const [row] = await t.db.select().from(customers).where(eq(customers.phone, phone));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await me(first.accessToken)).json().data).toMatchObject({ changePassword: false, isRegistered: true });

    const out = await post('/api/v1/auth/logout', {}, bearer(first.accessToken));
    expect(out.json()).toEqual({ data: { ok: true }, message: 'Đăng xuất thành công!' });
    const revoked = await me(first.accessToken);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().code).toBe('UNAUTHORIZED');

    expect((await post('/api/v1/auth/verify', { phone })).json().data).toEqual({ isNewUser: false, isReturning: false, captchaRequired: false });
    const again = await post('/api/v1/auth/login', { phone, password: '246810', brandName: 'Shine' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.user).toMatchObject({ userId: row!.id, phoneNumber: phone, changePassword: false });
    expect((await me(again.json().data.accessToken)).statusCode).toBe(200);

    // Logging in by OTP again is not a new user any more.
    expect((await loginByOtp(t.app, phone)).data.isNewUser).toBe(false);
  });

  it('a logged-out token is refused at once everywhere but the hour strips, which trust a session looked up at most SESSION_CACHE_MS ago', async () => {
    const phone = newPhone();
    const { token } = await loginByOtp(t.app, phone);
    const role = () => t.app.inject({ url: `/api/v1/booking/role?phone=${phone}`, headers: bearer(token) });
    expect((await role()).statusCode).toBe(200);
    expect((await post('/api/v1/auth/logout', {}, bearer(token))).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    t.clock.advance(SESSION_CACHE_MS);
    const later = await role();
    expect(later.statusCode).toBe(401);
    expect(later.json().code).toBe('UNAUTHORIZED');
  });

  it('current user of the demo Diamond member (spec §3 User)', async () => {
    const { token } = await loginByOtp(t.app, '0912345678');
    const user = (await me(token)).json().data;
    expect(user).toMatchObject({ phoneNumber: '0912345678', memberType: 4, membershipName: 'Diamond', isRegistered: false, changePassword: true });
    expect(user.accountBalance).toBeGreaterThan(0);
    expect(Object.keys(user).sort()).toEqual(
      [
        'accountBalance',
        'agreeProtectPersonalInfo',
        'avatar',
        'changePassword',
        'dateOfBirth',
        'email',
        'isRegistered',
        'memberType',
        'membershipName',
        'phoneNumber',
        'userId',
        'userName',
      ].sort(),
    );
  });
});

describe('OpenAPI', () => {
  it('a regular with visits and no password goes the code way as a returning customer (issue 27 item 10)', async () => {
    const phone = newPhone();
    const [customer] = await t.db.insert(customers).values({ phone, memberType: 4 }).returning();
    // Known from a consent or a booking only: still a new customer for the login.
    expect((await post('/api/v1/auth/verify', { phone })).json().data).toEqual({ isNewUser: true, isReturning: false, captchaRequired: false });
    await insertCompletedVisit(t.db, { customerId: customer!.id, phone, now: t.clock.now(), daysAgo: 20 });
    expect((await post('/api/v1/auth/verify', { phone })).json().data).toEqual({ isNewUser: true, isReturning: true, captchaRequired: false });
  });

  it('lists every account call of issue 4', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/openapi.json' })).json().paths);
    const calls = [
      '/api/v1/auth/verify',
      '/api/v1/auth/captcha',
      '/api/v1/auth/login',
      '/api/v1/auth/login-otp',
      '/api/v1/auth/change-password',
      '/api/v1/auth/me',
      '/api/v1/auth/logout',
      '/api/v1/otp/send',
      '/api/v1/customer',
      '/api/v1/customer/agree-protect-personal',
      '/api/v1/app-customer/check-registered',
      '/api/v1/customer/histories',
      '/api/v1/customer/rating',
      '/api/v1/customer/rating/check',
      '/api/v1/customer-attribute/question',
      '/api/v1/customer/delete-account/otp',
      '/api/v1/customer/delete-account',
    ];
    expect(calls.filter((p) => !paths.includes(p))).toEqual([]);
  });
});

describe('formats of the login modal (spec §5)', () => {
  it('answers with the modal messages', async () => {
    const phone = newPhone();
    const cases: [string, object, string, string][] = [
      ['/api/v1/auth/verify', { phone: '0123' }, 'PHONE_INVALID', 'Số điện thoại sai định dạng.'],
      ['/api/v1/auth/login', { phone: '1234567890', password: '123456' }, 'PHONE_INVALID', 'Số điện thoại sai định dạng.'],
      ['/api/v1/auth/login', { phone, password: '12345' }, 'PASSWORD_INVALID', 'Mật khẩu sai định dạng.'],
      ['/api/v1/auth/login', { phone, password: '12a456' }, 'PASSWORD_INVALID', 'Mật khẩu phải là số và 6 kí tự.'],
      ['/api/v1/auth/login-otp', { phone, otp: '1234567' }, 'OTP_FORMAT', 'Mã xác nhận sai định dạng.'],
      ['/api/v1/auth/login-otp', { phone, otp: '12b456' }, 'OTP_FORMAT', 'Mã xác minh là số và 6 kí tự.'],
      ['/api/v1/otp/send', { phone: '0000000000' }, 'PHONE_INVALID', 'Số điện thoại sai định dạng.'],
    ];
    for (const [url, payload, code, message] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ code, message });
    }
    const en = await post('/api/v1/auth/login', { phone, password: '12345', lang: 'en' });
    expect(en.json().message).toBe('The password format is wrong.');
  });

  it('bad input is a 400 envelope, never a 500', async () => {
    const bad: [string, string, unknown][] = [
      ['POST', '/api/v1/auth/verify', {}],
      ['POST', '/api/v1/auth/login', { phone: 123, password: 123456 }],
      ['POST', '/api/v1/auth/login', { phone: '0912345678', password: '123456', recaptcha: 42 }],
      ['POST', '/api/v1/auth/login', { phone: '0912345678', password: '123456', recaptcha: 'x'.repeat(5000) }],
      ['POST', '/api/v1/auth/login-otp', { phone: '0912345678' }],
      ['POST', '/api/v1/otp/send', { phone: '0912345678', method: 'pigeon' }],
      ['POST', '/api/v1/otp/send', { phone: '0912345678', purpose: 'booking' }],
      ['POST', '/api/v1/auth/change-password', { phone: '0912345678' }],
    ];
    for (const [method, url, payload] of bad) {
      const res = await t.app.inject({ method: method as 'POST', url, payload: payload as object });
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    const notJson = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: '{nope', headers: { 'content-type': 'application/json' } });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('sessions (spec §6: 401 for a missing, expired or revoked token)', () => {
  it('refuses a missing or unknown token on the account calls', async () => {
    expect((await t.app.inject({ url: '/api/v1/auth/me' })).statusCode).toBe(401);
    expect((await me('not-a-real-token')).statusCode).toBe(401);
    expect((await post('/api/v1/auth/logout', {})).statusCode).toBe(401);
    expect((await post('/api/v1/auth/change-password', { phone: newPhone(), newPassword: '123456' })).statusCode).toBe(401);
  });

  it('a password change keeps only its own session open', async () => {
    const phone = newPhone();
    const { token: older } = await registerWithPassword(t.app, phone, '111111');
    const login = await post('/api/v1/auth/login', { phone, password: '111111' });
    const current = login.json().data.accessToken as string;
    // A password session needs the current password (a stolen session alone cannot take the account).
    const withoutOld = await post('/api/v1/auth/change-password', { phone, newPassword: '222222' }, bearer(current));
    expect(withoutOld.statusCode).toBe(403);
    expect(withoutOld.json().code).toBe('CURRENT_PASSWORD_REQUIRED');
    const changed = await post('/api/v1/auth/change-password', { phone, newPassword: '222222', currentPassword: '111111' }, bearer(current));
    expect(changed.statusCode).toBe(200);
    expect((await me(older)).statusCode).toBe(401);
    expect((await me(current)).statusCode).toBe(200);
    expect((await post('/api/v1/auth/login', { phone, password: '111111' })).json().code).toBe('LOGIN_FAILED');
    expect((await post('/api/v1/auth/login', { phone, password: '222222' })).statusCode).toBe(200);
  });

  it('only the session’s own phone can get a password', async () => {
    const { token } = await loginByOtp(t.app, newPhone());
    const res = await post('/api/v1/auth/change-password', { phone: newPhone(), newPassword: '123456' }, bearer(token));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PHONE_MISMATCH');
  });

  it('an expired session answers 401', async () => {
    const { token } = await loginByOtp(t.app, newPhone());
    t.clock.advance(94608e6 + 1000);
    try {
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      t.clock.advance(-(94608e6 + 1000));
    }
    expect((await me(token)).statusCode).toBe(200);
  });
});
