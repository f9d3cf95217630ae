import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffAccountRoles, staffAccounts } from '../src/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { CHAIN_ADMIN_PHONE, CONTENT_EDITOR_PHONE, FINANCE_PHONE, MARKETING_PHONE, RECRUITER_PHONE, managerPhone } from '../src/db/seed/floor.ts';
import { createTestApp } from './helpers.ts';
import { loginStaff, staffHeaders, workingAt } from './floor-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = async (token: string) => t.app.inject({ url: '/api/v1/admin/me', headers: staffHeaders(token) });

describe('back office: roles, login and the audit (issue 32)', () => {
  it("the office's demo people log in with the floor's login and see their actions", async () => {
    const expected = {
      [CONTENT_EDITOR_PHONE]: ['content_editor'],
      [MARKETING_PHONE]: ['marketing'],
      [RECRUITER_PHONE]: ['recruiter'],
      [FINANCE_PHONE]: ['finance'],
    };
    for (const [phone, roles] of Object.entries(expected)) {
      const res = await me(await loginStaff(t.app, phone));
      expect(res.statusCode, phone).toBe(200);
      expect(res.json().data.roles).toEqual(roles);
    }
    const editor = (await me(await loginStaff(t.app, CONTENT_EDITOR_PHONE))).json().data;
    expect(editor.actions).toEqual(['catalog.edit', 'content.edit', 'content.publish', 'styleMaster.moderate', 'collection.edit']);
    const admin = (await me(await loginStaff(t.app, CHAIN_ADMIN_PHONE))).json().data;
    expect(admin.salonIds).toBe('all');
  });

  it('a person holds several roles: a salon manager who also recruits', async () => {
    const [account] = await t.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.phone, managerPhone(2)));
    await t.db.insert(staffAccountRoles).values({ staffAccountId: account!.id, role: 'recruiter' });
    const token = await loginStaff(t.app, managerPhone(2));
    const data = (await me(token)).json().data;
    expect(data.roles).toEqual(['salon_manager', 'recruiter']);
    expect(data.salonIds).toEqual([2]);
    expect(data.actions).toContain('cv.read');
    // The floor still sees his primary role.
    const floor = (await t.app.inject({ url: '/api/v1/staff/me', headers: staffHeaders(token) })).json().data;
    expect(floor.role).toBe('salon_manager');
    expect(floor.actions).toContain('visit.checkIn');
  });

  it('no session: 401; a stylist: no back-office action, and no history to read', async () => {
    expect((await t.app.inject({ url: '/api/v1/admin/me' })).statusCode).toBe(401);
    const stylist = await loginStaff(t.app, (await workingAt(t.db, 'stylist', 1))[0]!.phone);
    expect((await me(stylist)).json().data.actions).toEqual([]);
    const res = await t.app.inject({ url: '/api/v1/admin/audit?entity=service&entityId=1', headers: staffHeaders(stylist) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it("an entity's history: its editors and audit readers read it, newest first, with who acted", async () => {
    const [admin] = await t.db.select().from(staffAccounts).where(eq(staffAccounts.phone, CHAIN_ADMIN_PHONE));
    const at = t.clock.now();
    await t.db.insert(auditLog).values([
      { at, staffAccountId: admin!.id, salonId: 3, action: 'salon.edit', entity: 'salon', entityId: '3', before: { name: 'A' }, after: { name: 'B' } },
      { at, staffAccountId: admin!.id, salonId: 3, action: 'salon.edit', entity: 'salon', entityId: '3', before: { name: 'B' }, after: { name: 'C' } },
    ]);
    const url = '/api/v1/admin/audit?entity=salon&entityId=3';
    const own = await t.app.inject({ url, headers: staffHeaders(await loginStaff(t.app, managerPhone(3))) });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.map((e: { after: { name: string } }) => e.after.name)).toEqual(['C', 'B']);
    expect(own.json().data[0].actor.name).toBe(admin!.name);
    const other = await t.app.inject({ url, headers: staffHeaders(await loginStaff(t.app, managerPhone(4))) });
    expect(other.statusCode).toBe(403);
    const finance = await t.app.inject({ url, headers: staffHeaders(await loginStaff(t.app, FINANCE_PHONE)) });
    expect(finance.statusCode).toBe(200);
    const editor = await t.app.inject({ url, headers: staffHeaders(await loginStaff(t.app, CONTENT_EDITOR_PHONE)) });
    expect(editor.statusCode).toBe(403);
  });

  it('bad input is a 400, never a 500', async () => {
    const token = await loginStaff(t.app, CHAIN_ADMIN_PHONE);
    for (const q of ['', '?entity=salon', '?entity=%00x&entityId=1', `?entity=salon&entityId=${'9'.repeat(100)}`]) {
      const res = await t.app.inject({ url: `/api/v1/admin/audit${q}`, headers: staffHeaders(token) });
      expect(res.statusCode, q).toBe(400);
    }
  });
});
