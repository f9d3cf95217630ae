import { describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  auditLog,
  bookings,
  customerSpins,
  customerVouchers,
  customers,
  invoiceCounters,
  ledgerEntries,
  spinEarnings,
  visitPayments,
  visits,
} from '../src/db/schema/index.ts';
import { managerPhone, receptionPhone } from '../src/db/seed/floor.ts';
import { loginStaff, staffHeaders, todayBooking, visitAt, twoInstancesOfOneDatabase } from './floor-fixtures.ts';

// Two API instances, each with its own pool, on one PostgreSQL database: the reception tablet and the
// manager's phone reach different instances. Only the database can make a payment happen once.
const both = twoInstancesOfOneDatabase();

const pay = (app: FastifyInstance, token: string, bookingId: number, method: string) =>
  app.inject({ method: 'POST', url: `/api/v1/staff/visits/${bookingId}/pay`, headers: staffHeaders(token), payload: { method } });
const counterOf = async (salonId: number) =>
  (await both.t.db.select({ n: invoiceCounters.lastNumber }).from(invoiceCounters).where(eq(invoiceCounters.salonId, salonId)))[0]?.n ?? 0;
const balanceOf = async (customerId: number) =>
  (await both.t.db.select({ b: customers.accountBalance }).from(customers).where(eq(customers.id, customerId)))[0]!.b;

describe('payment under concurrency (real PostgreSQL, two instances)', () => {
  it('25 rounds: two tablets pay the same visit at once: one payment, one invoice number, one debit, one spin, one 409', async () => {
    const deskA = await loginStaff(both.t.app, receptionPhone(1));
    const deskB = await loginStaff(both.second.app, managerPhone(1));
    const numbers = new Set<string>();
    for (let round = 0; round < 25; round++) {
      const v = await visitAt(both.t.db, both.t.clock.now(), 'finished', { balance: 1_000_000, totalPrice: 200_000 });
      const before = await counterOf(1);
      const methods = round % 2 === 0 ? (['balance', 'balance'] as const) : (['cash', 'balance'] as const);
      const answers = await Promise.all([pay(both.t.app, deskA, v.bookingId, methods[0]), pay(both.second.app, deskB, v.bookingId, methods[1])]);
      const label = `round ${round}: ${answers.map((r) => r.body).join(' | ')}`;
      expect(answers.map((r) => r.statusCode).sort(), label).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)!.json().code, label).toBe('VISIT_STAGE_CHANGED');
      const paid = answers.find((r) => r.statusCode === 200)!.json().data;

      const payments = await both.t.db.select().from(visitPayments).where(eq(visitPayments.bookingId, v.bookingId));
      expect(payments, label).toHaveLength(1);
      expect(payments[0]!.invoiceNumber).toBe(paid.invoiceNumber);
      expect(numbers.has(paid.invoiceNumber), label).toBe(false);
      numbers.add(paid.invoiceNumber);
      expect(await counterOf(1), label).toBe(before + 1);

      const debits = await both.t.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.bookingId, v.bookingId), eq(ledgerEntries.kind, 'balance_used')));
      expect(debits, label).toHaveLength(paid.method === 'balance' ? 1 : 0);
      expect(await balanceOf(v.customer!.id), label).toBe(paid.method === 'balance' ? 800_000 : 1_000_000);

      const [visit] = await both.t.db.select().from(visits).where(eq(visits.bookingId, v.bookingId));
      expect(visit!.stage).toBe('paid');
      const [audits] = await both.t.db
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'visit.pay'), eq(auditLog.entityId, String(v.bookingId))));
      expect(audits!.n, label).toBe(1);
      // The spend his tier reads is the booking's total, counted once (one completed booking).
      const [member] = await both.t.db.select({ memberType: customers.memberType }).from(customers).where(eq(customers.id, v.customer!.id));
      expect(member!.memberType, label).toBe(2);
      // One "completed booking" spin.
      const earned = await both.t.db.select().from(spinEarnings).where(eq(spinEarnings.customerId, v.customer!.id));
      expect(
        earned.map((e) => e.questKey),
        label,
      ).toEqual([`completed_booking:${v.bookingId}`]);
      const [spins] = await both.t.db.select().from(customerSpins).where(eq(customerSpins.customerId, v.customer!.id));
      expect(spins!.earned, label).toBe(1);
    }
  }, 600_000);

  it('20 rounds: two visits of one customer paid from a balance covering only one, at once: one debit, one 409, never below zero', async () => {
    const deskA = await loginStaff(both.t.app, receptionPhone(1));
    const deskB = await loginStaff(both.second.app, managerPhone(1));
    for (let round = 0; round < 20; round++) {
      const first = await visitAt(both.t.db, both.t.clock.now(), 'finished', { balance: 300_000, totalPrice: 200_000 });
      // His second visit today (another stylist's chair), finished too.
      const other = await todayBooking(both.t.db, { salonId: 1, phone: first.customer!.phone ?? undefined });
      await both.t.db.update(bookings).set({ status: 'completed', customerId: first.customer!.id, totalPrice: 200_000 }).where(eq(bookings.id, other.id));
      await both.t.db.insert(visits).values({ bookingId: other.id, stage: 'finished', finishedAt: both.t.clock.now(), updatedAt: both.t.clock.now() });

      const answers = await Promise.all([pay(both.t.app, deskA, first.bookingId, 'balance'), pay(both.second.app, deskB, other.id, 'balance')]);
      const label = `round ${round}: ${answers.map((r) => r.body).join(' | ')}`;
      expect(answers.map((r) => r.statusCode).sort(), label).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)!.json().code, label).toBe('BALANCE_SHORT');
      expect(await balanceOf(first.customer!.id), label).toBe(100_000);
      const debits = await both.t.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.customerId, first.customer!.id), eq(ledgerEntries.kind, 'balance_used')));
      expect(debits, label).toHaveLength(1);
      // The refused visit is still waiting to be paid, with no payment and no invoice.
      const refused = answers[0]!.statusCode === 409 ? first.bookingId : other.id;
      expect(await both.t.db.select().from(visitPayments).where(eq(visitPayments.bookingId, refused)), label).toHaveLength(0);
      expect((await both.t.db.select().from(visits).where(eq(visits.bookingId, refused)))[0]!.stage).toBe('finished');
    }
  }, 600_000);

  it('15 rounds: two visits priced with one code-only voucher, paid at once on two instances: the voucher is used once, the other visit pays the full price', async () => {
    const deskA = await loginStaff(both.t.app, receptionPhone(1));
    const deskB = await loginStaff(both.second.app, managerPhone(1));
    for (let round = 0; round < 15; round++) {
      const first = await visitAt(both.t.db, both.t.clock.now(), 'finished');
      const other = await todayBooking(both.t.db, { salonId: 1, phone: first.customer!.phone ?? undefined });
      await both.t.db.update(bookings).set({ status: 'completed', customerId: first.customer!.id }).where(eq(bookings.id, other.id));
      await both.t.db.insert(visits).values({ bookingId: other.id, stage: 'finished', finishedAt: both.t.clock.now(), updatedAt: both.t.clock.now() });
      await both.t.db
        .update(bookings)
        .set({ campaignId: 6, totalPrice: 69_000, oldTotalPrice: 100_000 })
        .where(inArray(bookings.id, [first.bookingId, other.id]));
      await both.t.db.insert(customerVouchers).values({ customerId: first.customer!.id, campaignId: 6 });

      const answers = await Promise.all([pay(both.t.app, deskA, first.bookingId, 'cash'), pay(both.second.app, deskB, other.id, 'cash')]);
      const label = `round ${round}: ${answers.map((r) => r.body).join(' | ')}`;
      expect(
        answers.map((r) => r.statusCode),
        label,
      ).toEqual([200, 200]);
      expect(answers.map((r) => r.json().data.amount).sort(), label).toEqual([100_000, 69_000]);
      const [voucher] = await both.t.db.select().from(customerVouchers).where(eq(customerVouchers.customerId, first.customer!.id));
      const cheap = answers.find((r) => r.json().data.amount === 69_000)!;
      expect(voucher!.bookingId, label).toBe(cheap === answers[0] ? first.bookingId : other.id);
    }
  }, 600_000);
});
