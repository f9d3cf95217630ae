import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, staffAccounts } from '../src/db/schema/index.ts';
import { CHAIN_ADMIN_PHONE, MONITOR_PHONE, REGION_MANAGER_PHONE, managerPhone, receptionPhone } from '../src/db/seed/floor.ts';
import { createTestApp } from './helpers.ts';
import { DEMO_STAFF_PASSWORD, accountsOf, enrolTablet, loginStaff, salonOutsideNorth, staffHeaders, unlock, workingAt } from './floor-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ url: '/api/v1/staff/me', headers: staffHeaders(token) });

describe('staff accounts and login (issue 30)', () => {
  it('every demo salon has its stylists, skinners, a receptionist and a manager; the chain has a region manager, an admin, a monitor and its office (issue 32)', async () => {
    const rows = await t.db.select({ role: staffAccounts.role, homeSalonId: staffAccounts.homeSalonId }).from(staffAccounts);
    const roles = new Set(rows.map((r) => r.role));
    expect([...roles].sort()).toEqual([
      'chain_admin',
      'content_editor',
      'finance',
      'marketing',
      'monitor',
      'reception',
      'recruiter',
      'region_manager',
      'salon_manager',
      'skinner',
      'stylist',
    ]);
    const salon1 = rows.filter((r) => r.homeSalonId === 1).map((r) => r.role);
    expect(salon1.filter((r) => r === 'reception')).toHaveLength(1);
    expect(salon1.filter((r) => r === 'salon_manager')).toHaveLength(1);
    expect(salon1.filter((r) => r === 'stylist').length).toBeGreaterThan(3);
  });

  it('logs in with phone and password: an httpOnly SameSite=Lax cookie, and /me says who, where and what he may do', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/staff/auth/login', payload: { phone: receptionPhone(1), password: DEMO_STAFF_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'shine_staff')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    const byCookie = await t.app.inject({ url: '/api/v1/staff/me', cookies: { shine_staff: cookie.value } });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().data).toMatchObject({ role: 'reception', workSalonId: 1, salonIds: [1], deviceId: null });
    expect(byCookie.json().data.actions).toContain('visit.checkIn');
    // What the staff screen asks first: the same answer, and null (not a 401 to log) without a session.
    expect((await t.app.inject({ url: '/api/v1/staff/session', cookies: { shine_staff: cookie.value } })).json().data).toEqual(byCookie.json().data);
    const none = await t.app.inject({ url: '/api/v1/staff/session' });
    expect({ status: none.statusCode, data: none.json().data }).toEqual({ status: 200, data: null });
  });

  it('a stylist lent to another salon today works there; a region manager acts in his region, the chain admin everywhere', async () => {
    const lent = (await accountsOf(t.db, 'stylist')).find((a) => a.shiftSalonId !== null && a.shiftSalonId !== a.homeSalonId);
    expect(lent).toBeDefined();
    if (lent)
      expect((await me(await loginStaff(t.app, lent.phone))).json().data).toMatchObject({ workSalonId: lent.shiftSalonId, salonIds: [lent.shiftSalonId] });
    const region = (await me(await loginStaff(t.app, REGION_MANAGER_PHONE))).json().data;
    expect(region.salonIds).toContain(1);
    expect(region.salonIds).not.toContain(await salonOutsideNorth(t.db));
    expect((await me(await loginStaff(t.app, CHAIN_ADMIN_PHONE))).json().data.salonIds).toBe('all');
  });

  it("a customer's Bearer token is no staff session, and a wrong password is the customers' login failure with its captcha after the 3rd", async () => {
    expect((await t.app.inject({ url: '/api/v1/staff/me' })).statusCode).toBe(401);
    const wrong = () => t.app.inject({ method: 'POST', url: '/api/v1/staff/auth/login', payload: { phone: managerPhone(2), password: 'wrong-password' } });
    expect((await wrong()).json()).toMatchObject({ code: 'LOGIN_FAILED', captchaRequired: false });
    await wrong();
    await wrong();
    const fourth = await wrong();
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().code).toBe('CAPTCHA_REQUIRED');
    expect(fourth.json().message).toMatch(/captcha/);
  });

  it('bad input is a 400 that says what is wrong, never a 500', async () => {
    for (const payload of [
      {},
      { phone: '123', password: 'x' },
      { phone: receptionPhone(1), password: 'short' },
      { phone: receptionPhone(1), password: 'a\u0000bcdefgh' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/staff/auth/login', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('logout ends the session: the same token answers 401', async () => {
    const token = await loginStaff(t.app, MONITOR_PHONE);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/staff/auth/logout', headers: staffHeaders(token) })).statusCode).toBe(200);
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/Phiên làm việc đã hết hạn/);
  });
});

describe('shared salon tablets (issue 30)', () => {
  it('a manager enrols a tablet; its credential is shown once and listed without it; a receptionist cannot enrol', async () => {
    const manager = await loginStaff(t.app, managerPhone(1));
    const { id, credential } = await enrolTablet(t.app, manager, 1);
    expect(credential).toMatch(/^[\w-]{43}$/);
    const list = await t.app.inject({ url: '/api/v1/staff/devices?salonId=1', headers: staffHeaders(manager) });
    expect(list.json().data.find((d: { id: number }) => d.id === id)).toMatchObject({ salonId: 1, revokedAt: null });
    expect(list.body).not.toContain(credential);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit).toMatchObject({ action: 'device.enrol', entity: 'device', salonId: 1 });
    const reception = await loginStaff(t.app, receptionPhone(1));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/staff/devices', headers: staffHeaders(reception), payload: { salonId: 1, name: 'Ghế 3' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/staff/devices', headers: staffHeaders(manager), payload: { salonId: 2, name: 'Ghế 3' } })).statusCode,
    ).toBe(403);
  });

  it('a person who works at the salon today unlocks it with his PIN; someone from another salon cannot', async () => {
    const { credential } = await enrolTablet(t.app, await loginStaff(t.app, managerPhone(1)), 1);
    const stylist = (await workingAt(t.db, 'stylist', 1))[0]!;
    const res = await unlock(t.app, credential, stylist.phone);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.staff).toMatchObject({ role: 'stylist', deviceId: expect.any(Number), salonIds: [1] });
    const outsider = await unlock(t.app, credential, receptionPhone(2));
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toMatch(/không làm việc tại salon này/);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/devices/unlock',
      headers: { 'x-device-key': 'not-a-device' },
      payload: { phone: stylist.phone, pin: '246810' },
    });
    expect(unknown.json()).toMatchObject({ code: 'DEVICE_UNKNOWN' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/staff/devices/unlock',
          headers: { 'x-device-key': credential },
          payload: { phone: stylist.phone, pin: '12ab56' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('the tablet locks itself 5 minutes after its last request, not after 5 minutes in use', async () => {
    const { credential } = await enrolTablet(t.app, await loginStaff(t.app, managerPhone(1)), 1);
    const token = (await unlock(t.app, credential, receptionPhone(1))).json().data.token as string;
    t.clock.advance(4 * 60_000);
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance(4 * 60_000);
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance(5 * 60_000 + 1000);
    expect((await me(token)).statusCode).toBe(401);
    t.clock.set('2026-11-21T01:00:00.000Z');
  });

  it("5 wrong PINs lock that person's PIN for 15 minutes, on every tablet; then the right PIN opens again", async () => {
    const { credential } = await enrolTablet(t.app, await loginStaff(t.app, managerPhone(1)), 1);
    const skinner = (await workingAt(t.db, 'skinner', 1))[0]!;
    for (let i = 1; i <= 4; i++) {
      const wrong = await unlock(t.app, credential, skinner.phone, '000000');
      expect(wrong.json()).toMatchObject({ code: 'PIN_INVALID' });
      expect(wrong.json().message).toContain(`còn ${5 - i} lần`);
    }
    expect((await unlock(t.app, credential, skinner.phone, '000000')).statusCode).toBe(423);
    const locked = await unlock(t.app, credential, skinner.phone);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().message).toMatch(/tạm khóa 15 phút/);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await unlock(t.app, credential, skinner.phone)).statusCode).toBe(200);
    t.clock.set('2026-11-21T01:00:00.000Z');
  });

  it('a revoked tablet is refused on its next request, with a session opened before the revocation too', async () => {
    const manager = await loginStaff(t.app, managerPhone(1));
    const { id, credential } = await enrolTablet(t.app, manager, 1);
    const token = (await unlock(t.app, credential, receptionPhone(1))).json().data.token as string;
    expect((await me(token)).statusCode).toBe(200);
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/v1/staff/devices/${id}`, headers: staffHeaders(manager) });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.revokedAt).not.toBeNull();
    const refused = await me(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'DEVICE_REVOKED',
      message: 'Máy tính bảng này đã bị thu hồi quyền truy cập. Vui lòng liên hệ quản lý salon.',
    });
    expect((await unlock(t.app, credential, receptionPhone(1))).json().code).toBe('DEVICE_REVOKED');
    // The staff screen's first question says it too, rather than "no session" (the tablet then forgets itself).
    const session = await t.app.inject({ url: '/api/v1/staff/session', headers: { 'x-staff-session': token } });
    expect(session.statusCode).toBe(401);
    expect(session.json().code).toBe('DEVICE_REVOKED');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['device.enrol', 'device.revoke']);
  });

  it('the audit log refuses updates and deletes', async () => {
    await expect(t.db.delete(auditLog)).rejects.toThrow();
    await expect(t.db.update(auditLog).set({ action: 'x' })).rejects.toThrow();
  });
});

describe('the floor in the API description (issue 30)', () => {
  it('every staff route is in /api/openapi.json under the tag floor', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const floor = Object.entries(doc.paths as Record<string, Record<string, { tags?: string[] }>>).filter(
      ([path]) => path.startsWith('/api/v1/staff/') && !path.includes('service-changes'),
    );
    const operations = floor.flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ at: `${method.toUpperCase()} ${path}`, tags: op.tags })));
    expect(operations.map((o) => o.at).sort()).toEqual(
      [
        'POST /api/v1/staff/auth/login',
        'POST /api/v1/staff/auth/logout',
        'GET /api/v1/staff/me',
        'GET /api/v1/staff/session',
        'POST /api/v1/staff/devices',
        'GET /api/v1/staff/devices',
        'DELETE /api/v1/staff/devices/{id}',
        'POST /api/v1/staff/devices/unlock',
        'GET /api/v1/staff/salons/{salonId}/day',
        'GET /api/v1/staff/salons/{salonId}/queue',
        'GET /api/v1/staff/salons/{salonId}/events',
        'GET /api/v1/staff/salons/{salonId}/my-queue',
        'GET /api/v1/staff/visits/{bookingId}',
        'POST /api/v1/staff/salons/{salonId}/check-in',
        'POST /api/v1/staff/salons/{salonId}/walk-ins',
        'POST /api/v1/staff/visits/{bookingId}/start-wash',
        'POST /api/v1/staff/visits/{bookingId}/start-cut',
        'POST /api/v1/staff/visits/{bookingId}/finish',
        'POST /api/v1/staff/visits/{bookingId}/no-show',
        'POST /api/v1/staff/visits/{bookingId}/undo',
        'POST /api/v1/staff/visits/{bookingId}/pay',
        'GET /api/v1/staff/visits/{bookingId}/receipt',
        'GET /api/v1/staff/visits/{bookingId}/vietqr',
        'POST /api/v1/staff/visits/{bookingId}/photos',
        'DELETE /api/v1/staff/visits/{bookingId}/photos/{imageId}',
        'GET /api/v1/staff/salons/{salonId}/image-reports',
        'POST /api/v1/staff/salons/{salonId}/image-reports/{id}/resolve',
        'POST /api/v1/staff/salons/{salonId}/self-check-in',
      ].sort(),
    );
    for (const o of operations) expect(o.tags, o.at).toEqual(['floor']);
  });
});
