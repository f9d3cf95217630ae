import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { CONTENT_EDITOR_PHONE, MARKETING_PHONE, managerPhone } from '../src/db/seed/floor.ts';
import { loginStaff, staffHeaders } from './floor-fixtures.ts';
import { createTestApp } from './helpers.ts';

// Issue 32: the suggest rules of the service step (spec §4) from the back office; the customer's service list
// carries them at its next load. The fixed clock is 2026-11-21 08:00 in Vietnam.
let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const [who, phone] of Object.entries({ editor: CONTENT_EDITOR_PHONE, marketing: MARKETING_PHONE, manager: managerPhone(1) })) {
    tokens[who] = await loginStaff(t.app, phone);
  }
});
afterAll(() => t.close());

const URL = '/api/v1/admin/catalog/suggest-rules';
const call = (who: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: staffHeaders(tokens[who]!), ...(payload ? { payload } : {}) });
type Rule = { ruleType: string; serviceSelected: string; listService: number[]; title: string };
const customerRules = async () => (await t.app.inject({ url: '/api/v1/booking/service-list-v5' })).json().suggestRules as Rule[];
const auditOf = (entityId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'suggestRule'), eq(auditLog.entityId, String(entityId))));

describe('back office: suggest rules (issue 32)', () => {
  it('an editor adds a rule, changes it and removes it: the customer service list follows each time, each change audited', async () => {
    const before = (await call('editor', 'GET', URL)).json().data as { id: number }[];
    expect(before.length).toBeGreaterThan(0);
    expect(await customerRules()).toHaveLength(before.length); // cached now: the change must drop it

    const body = { ruleType: 'equals', serviceSelected: '101', listService: [102], title: 'Anh thêm gội dưỡng sinh nhé?', titleEn: null };
    const created = await call('editor', 'POST', URL, body);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    expect(id).toBe(Math.max(...before.map((r) => r.id)) + 1);
    expect((await customerRules()).at(-1)).toMatchObject({
      ruleType: 'equals',
      serviceSelected: '101',
      listService: [102],
      title: 'Anh thêm gội dưỡng sinh nhé?',
    });

    const changed = await call('editor', 'PUT', `${URL}/${id}`, { ...body, ruleType: 'regex', serviceSelected: '^101(;|$)' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await customerRules()).at(-1)).toMatchObject({ ruleType: 'regex', serviceSelected: '^101(;|$)' });

    expect((await call('editor', 'DELETE', `${URL}/${id}`)).statusCode).toBe(200);
    expect(await customerRules()).toHaveLength(before.length);
    expect((await call('editor', 'DELETE', `${URL}/${id}`)).statusCode).toBe(404);
    const rows = await auditOf(id);
    expect(rows.map((r) => [r.before === null, r.after === null])).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ]);
  });

  it('refuses what the popup could not use, with a clear 400, and keeps nothing', async () => {
    const count = async () => ((await call('editor', 'GET', URL)).json().data as unknown[]).length;
    const n = await count();
    const base = { ruleType: 'equals', serviceSelected: '101', listService: [102], title: 'Gợi ý', titleEn: null };
    for (const bad of [
      { ...base, serviceSelected: '101,102' },
      { ...base, ruleType: 'regex', serviceSelected: '(101' },
      { ...base, listService: [] },
      { ...base, title: '' },
      { ...base, ruleType: 'sometimes' },
    ]) {
      const res = await call('editor', 'POST', URL, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const unknown = await call('editor', 'POST', URL, { ...base, listService: [999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('CATALOG_REFERENCE_INVALID');
    expect(await count()).toBe(n);
  });

  it('is the catalogue editors’ only: marketing and a salon manager get 403, nobody signed in 401', async () => {
    const body = { ruleType: 'default', serviceSelected: '101', listService: [102], title: 'Gợi ý', titleEn: null };
    expect((await call('marketing', 'POST', URL, body)).statusCode).toBe(403);
    expect((await call('manager', 'GET', URL)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: URL, payload: body })).statusCode).toBe(401);
  });
});
