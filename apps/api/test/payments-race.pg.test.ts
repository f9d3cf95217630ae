import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers, ledgerEntries } from '../src/db/schema/index.ts';
import { useBalance, useVisit } from '../src/modules/membership/ledger.ts';
import { createTestApp } from './helpers.ts';
import { bearer, insertCompletedVisit, loginByOtp } from './account-fixtures.ts';
import { newPhone } from './fixtures.ts';
import { ipnParams, sendIpn } from './membership-fixtures.ts';

// Value is decided by the database: a conditional update on the order (IPN) and on the wallet (debits).
// Only real PostgreSQL runs these in parallel; PGlite would serialise them and prove nothing.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t.close());

const ledgerOf = (customerId: number) => t.db.select().from(ledgerEntries).where(eq(ledgerEntries.customerId, customerId));
const walletRow = async (customerId: number) => (await t.db.select().from(customers).where(eq(customers.id, customerId)))[0]!;

describe('payments and ledger under concurrency (real PostgreSQL)', () => {
  it('20 concurrent copies of one valid IPN credit exactly once', async () => {
    for (let round = 0; round < 5; round++) {
      const { token, customerId } = await loginByOtp(t.app, newPhone());
      const order = (await t.app.inject({ method: 'POST', url: '/api/v1/membership/order', payload: { packageId: 3 }, headers: bearer(token) })).json().data
        .order;
      const params = ipnParams(order.orderId, 850_000);
      const answers = await Promise.all(Array.from({ length: 20 }, () => sendIpn(t.app, params)));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const codes = answers.map((a) => a.body.RspCode).sort();
      expect(codes.filter((c) => c === '00')).toHaveLength(1);
      expect(codes.filter((c) => c === '02')).toHaveLength(19);
      expect((await ledgerOf(customerId)).filter((e) => e.kind === 'package_granted')).toHaveLength(1);
      expect((await walletRow(customerId)).packageVisits).toBe(12);
    }
  }, 120_000);

  it('50 concurrent visit debits against 10 visits: exactly 10 succeed, never below zero', async () => {
    const phone = newPhone();
    const { token, customerId } = await loginByOtp(t.app, phone);
    const order = (await t.app.inject({ method: 'POST', url: '/api/v1/membership/order', payload: { packageId: 2 }, headers: bearer(token) })).json().data
      .order;
    expect((await sendIpn(t.app, ipnParams(order.orderId, 540_000))).body.RspCode).toBe('00');
    // 7 visits from the package and 3 more from a second 3-visit package: 10 in all.
    const second = (await t.app.inject({ method: 'POST', url: '/api/v1/membership/order', payload: { packageId: 1 }, headers: bearer(token) })).json().data
      .order;
    expect((await sendIpn(t.app, ipnParams(second.orderId, 285_000))).body.RspCode).toBe('00');
    expect((await walletRow(customerId)).packageVisits).toBe(10);
    const visits = [];
    for (let i = 0; i < 50; i++) visits.push(await insertCompletedVisit(t.db, { customerId, phone, now: t.clock.now(), daysAgo: 1 + (i % 30), photos: [] }));
    const results = await Promise.allSettled(visits.map((v) => useVisit(t.db, { customerId, bookingId: v.id, now: t.clock.now() })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ statusCode: 409, code: 'INSUFFICIENT_BALANCE' });
    expect((await walletRow(customerId)).packageVisits).toBe(0);
    expect((await ledgerOf(customerId)).filter((e) => e.kind === 'visit_used')).toHaveLength(10);
  }, 120_000);

  it('50 concurrent balance debits of 10.000 against 100.000: exactly 10, the balance ends at 0', async () => {
    const phone = newPhone();
    const { token, customerId } = await loginByOtp(t.app, phone);
    const order = (await t.app.inject({ method: 'POST', url: '/api/v1/membership/order', payload: { amount: 100_000 }, headers: bearer(token) })).json().data
      .order;
    expect((await sendIpn(t.app, ipnParams(order.orderId, 100_000))).body.RspCode).toBe('00');
    const visits = [];
    for (let i = 0; i < 50; i++) visits.push(await insertCompletedVisit(t.db, { customerId, phone, now: t.clock.now(), daysAgo: 1 + (i % 30), photos: [] }));
    const results = await Promise.allSettled(visits.map((v) => useBalance(t.db, { customerId, bookingId: v.id, amount: 10_000, now: t.clock.now() })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const row = await walletRow(customerId);
    expect(row.accountBalance).toBe(0);
    const entries = await ledgerOf(customerId);
    expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(0);
  }, 120_000);
});
