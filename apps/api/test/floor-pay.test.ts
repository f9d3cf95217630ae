import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { auditLog, bookings, customerVouchers, customers, ledgerEntries, visitPayments, visits } from '../src/db/schema/index.ts';
import { managerPhone, receptionPhone } from '../src/db/seed/floor.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { createTestApp } from './helpers.ts';
import { crc16Ccitt } from '@shine/shared';
import { bearer } from './account-fixtures.ts';
import { loginStaff, staffHeaders, todayBooking, visitAt as visitAtStage, workingAt } from './floor-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let reception: string;
let otherReception: string;
let stylist: string;

beforeAll(async () => {
  t = await createTestApp();
  reception = await loginStaff(t.app, receptionPhone(1));
  otherReception = await loginStaff(t.app, receptionPhone(2));
  stylist = await loginStaff(t.app, (await workingAt(t.db, 'stylist', 1))[0]!.phone);
});
afterAll(() => t.close());

const pay = (token: string, bookingId: number, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/v1/staff/visits/${bookingId}/pay`, headers: staffHeaders(token), payload: payload as object });
const receipt = (token: string, bookingId: number) => t.app.inject({ url: `/api/v1/staff/visits/${bookingId}/receipt`, headers: staffHeaders(token) });

const visitAt = (stage: 'finished' | 'cut', opts: Parameters<typeof visitAtStage>[3] = {}) => visitAtStage(t.db, t.clock.now(), stage, opts);
const balanceOf = async (customerId: number) => (await t.db.select({ b: customers.accountBalance }).from(customers).where(eq(customers.id, customerId)))[0]!.b;

describe('payment at reception (issue 30)', () => {
  it('cash: the visit is paid once with its total, an e-invoice number, an audit row; a second tap is a 409', async () => {
    const v = await visitAt('finished', { totalPrice: 250_000 });
    const res = await pay(reception, v.bookingId, { method: 'cash' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ bookingId: v.bookingId, salonId: 1, amount: 250_000, method: 'cash', balanceAfter: null });
    expect(data.invoiceNumber).toMatch(/^C26TSH-001-\d{8}$/);
    const again = await pay(reception, v.bookingId, { method: 'card' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'VISIT_STAGE_CHANGED' });
    expect(again.json().message).toContain('"Đã thanh toán"');
    const [visit] = await t.db.select().from(visits).where(eq(visits.bookingId, v.bookingId));
    expect(visit).toMatchObject({ stage: 'paid' });
    expect(await t.db.select().from(visitPayments).where(eq(visitPayments.bookingId, v.bookingId))).toHaveLength(1);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'visit.pay'), eq(auditLog.entityId, String(v.bookingId))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ stage: 'paid', method: 'cash', amount: 250_000, invoiceNumber: data.invoiceNumber });
    // A payment is not a step reception can undo.
    const undo = await t.app.inject({ method: 'POST', url: `/api/v1/staff/visits/${v.bookingId}/undo`, headers: staffHeaders(reception), payload: {} });
    expect(undo.json()).toMatchObject({ code: 'UNDO_NOT_ALLOWED' });
  });

  it("card and transfer: each its own invoice number, numbered one after the other in the salon's year", async () => {
    const a = await visitAt('finished');
    const b = await visitAt('finished');
    const first = (await pay(reception, a.bookingId, { method: 'card' })).json().data;
    const second = (await pay(reception, b.bookingId, { method: 'transfer' })).json().data;
    expect(first.method).toBe('card');
    expect(second.method).toBe('transfer');
    const n = (s: string) => Number(s.slice(-8));
    expect(n(second.invoiceNumber)).toBe(n(first.invoiceNumber) + 1);
  });

  it('balance: one debit of the total from the prepaid balance, recorded in the ledger; the receipt shows what is left', async () => {
    const v = await visitAt('finished', { balance: 500_000, totalPrice: 180_000 });
    const res = await pay(reception, v.bookingId, { method: 'balance' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ amount: 180_000, method: 'balance', balanceAfter: 320_000 });
    expect(await balanceOf(v.customer!.id)).toBe(320_000);
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, v.bookingId));
    expect(entries).toMatchObject([{ kind: 'balance_used', amount: -180_000, customerId: v.customer!.id }]);
  });

  it('balance short: 409 in Vietnamese naming both amounts, nothing changes (still finished, no invoice, no debit)', async () => {
    const v = await visitAt('finished', { balance: 100_000, totalPrice: 180_000 });
    const res = await pay(reception, v.bookingId, { method: 'balance' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'BALANCE_SHORT' });
    expect(res.json().message).toBe(
      'Số dư tài khoản trả trước của khách (100.000 VNĐ) không đủ để thanh toán 180.000 VNĐ. Vui lòng chọn cách thanh toán khác.',
    );
    expect(await balanceOf(v.customer!.id)).toBe(100_000);
    expect((await t.db.select().from(visits).where(eq(visits.bookingId, v.bookingId)))[0]!.stage).toBe('finished');
    expect(await t.db.select().from(visitPayments).where(eq(visitPayments.bookingId, v.bookingId))).toHaveLength(0);
    // Then paid another way.
    expect((await pay(reception, v.bookingId, { method: 'cash' })).statusCode).toBe(200);
  });

  it('balance for a booking without a customer account: 409 NO_CUSTOMER_ACCOUNT', async () => {
    const v = await visitAt('finished', { withCustomer: false });
    const res = await pay(reception, v.bookingId, { method: 'balance' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NO_CUSTOMER_ACCOUNT');
  });

  it('bad input is a 400, never a 500', async () => {
    const v = await visitAt('finished');
    for (const body of [{}, { method: 'bitcoin' }, { method: 'cash', amount: 1 }, { method: 1 }, []]) {
      expect((await pay(reception, v.bookingId, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await pay(reception, 0, { method: 'cash' })).statusCode).toBe(400);
    expect((await pay(reception, 99_999_999, { method: 'cash' })).statusCode).toBe(404);
  });

  it('a visit not finished yet is a 409 naming its stage', async () => {
    const v = await visitAt('cut');
    const res = await pay(reception, v.bookingId, { method: 'cash' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'VISIT_STAGE_CHANGED' });
    expect(res.json().message).toContain('"Đang cắt"');
  });

  it("another salon's reception, or a stylist, may not take the payment (403); the receipt is refused to them too", async () => {
    const v = await visitAt('finished');
    expect((await pay(otherReception, v.bookingId, { method: 'cash' })).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await pay(stylist, v.bookingId, { method: 'cash' })).statusCode).toBe(403);
    expect((await pay(reception, v.bookingId, { method: 'cash' })).statusCode).toBe(200);
    expect((await receipt(otherReception, v.bookingId)).statusCode).toBe(403);
  });

  it('the receipt: amount, method and invoice number of a paid visit (reception, the salon manager); 404 before payment', async () => {
    const v = await visitAt('finished', { totalPrice: 120_000 });
    expect((await receipt(reception, v.bookingId)).statusCode).toBe(404);
    const paid = (await pay(reception, v.bookingId, { method: 'transfer' })).json().data;
    const manager = await loginStaff(t.app, managerPhone(1));
    const res = await receipt(manager, v.bookingId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(paid);
  });

  it("what the paid visit earns: the customer's history shows the receipt, and his tier follows the spend", async () => {
    const v = await visitAt('finished', { balance: 300_000, totalPrice: 150_000 });
    const paid = (await pay(reception, v.bookingId, { method: 'balance' })).json().data;
    const token = await createSession(t.db, v.customer!.id, t.clock.now());
    const history = (await t.app.inject({ url: '/api/v1/customer/histories', headers: bearer(token) })).json().data;
    const item = history.items.find((i: { bookingId: number }) => i.bookingId === v.bookingId);
    expect(item.receipt).toEqual({ amount: 150_000, method: 'balance', invoiceNumber: paid.invoiceNumber });
    const [member] = await t.db.select({ memberType: customers.memberType }).from(customers).where(eq(customers.id, v.customer!.id));
    expect(member!.memberType).toBeGreaterThanOrEqual(2);
    // The "completed booking" spin is his already: one spin, nothing left to collect for this visit.
    const quests = (await t.app.inject({ url: '/api/v1/lucky-wheel/quests', headers: bearer(token) })).json().data;
    expect(quests.spinsLeft).toBe(1);
    expect(quests.quests.find((q: { key: string }) => q.key === 'completed_booking')).toMatchObject({ done: 1, rewarded: 1, claimable: 0 });
  });

  it("a code-only campaign's voucher is used up at payment, once: a second visit priced with it pays the full price", async () => {
    const first = await visitAt('finished');
    const customerId = first.customer!.id;
    const [firstRow] = await t.db.select({ phone: bookings.phone }).from(bookings).where(eq(bookings.id, first.bookingId));
    const second = await todayBooking(t.db, { salonId: 1, phone: firstRow!.phone! });
    await t.db.update(bookings).set({ status: 'completed', customerId }).where(eq(bookings.id, second.id));
    await t.db.insert(visits).values({
      bookingId: second.id,
      stage: 'finished',
      checkedInAt: t.clock.now(),
      cutStartedAt: t.clock.now(),
      finishedAt: t.clock.now(),
      updatedAt: t.clock.now(),
    });
    // Both priced with campaign 6 ("Chào bạn mới", code-only: 69.000 instead of 100.000), one voucher held.
    await t.db
      .update(bookings)
      .set({ campaignId: 6, totalPrice: 69_000, oldTotalPrice: 100_000 })
      .where(inArray(bookings.id, [first.bookingId, second.id]));
    await t.db.insert(customerVouchers).values({ customerId, campaignId: 6 });

    expect((await pay(reception, first.bookingId, { method: 'cash' })).json().data.amount).toBe(69_000);
    const [voucher] = await t.db
      .select()
      .from(customerVouchers)
      .where(and(eq(customerVouchers.customerId, customerId), eq(customerVouchers.campaignId, 6)));
    expect(voucher).toMatchObject({ bookingId: first.bookingId });
    expect(voucher!.usedAt).not.toBeNull();
    // The VietQR of the second visit asks the full price already; so does the payment.
    expect((await t.app.inject({ url: `/api/v1/staff/visits/${second.id}/vietqr`, headers: staffHeaders(reception) })).json().data.amount).toBe(100_000);
    expect((await pay(reception, second.id, { method: 'cash' })).json().data.amount).toBe(100_000);
  });

  it("VietQR for a transfer: the finished visit's total to the configured account with the visit code; then reception confirms with pay transfer", async () => {
    const v = await visitAt('finished', { totalPrice: 180_000 });
    const res = await t.app.inject({ url: `/api/v1/staff/visits/${v.bookingId}/vietqr`, headers: staffHeaders(reception) });
    expect(res.statusCode).toBe(200);
    const qr = res.json().data;
    const code = `SHINE${v.bookingId}`;
    expect(qr).toMatchObject({
      bookingId: v.bookingId,
      amount: 180_000,
      visitCode: code,
      bankBin: t.app.deps.config.VIETQR_BANK_BIN,
      accountNumber: t.app.deps.config.VIETQR_ACCOUNT_NUMBER,
    });
    expect(qr.payload).toContain(`5406180000`);
    expect(qr.payload).toContain(`62${String(code.length + 4).padStart(2, '0')}08${String(code.length).padStart(2, '0')}${code}`);
    expect(qr.payload).toContain(
      `01${String(6 + 4 + qr.accountNumber.length + 4).padStart(2, '0')}0006${qr.bankBin}01${String(qr.accountNumber.length).padStart(2, '0')}${qr.accountNumber}`,
    );
    expect(qr.payload.slice(-4)).toBe(crc16Ccitt(qr.payload.slice(0, -4)));
    expect((await pay(reception, v.bookingId, { method: 'transfer' })).json().data).toMatchObject({ method: 'transfer', amount: 180_000 });
    // Paid: no QR any more; another salon's reception never gets one.
    expect((await t.app.inject({ url: `/api/v1/staff/visits/${v.bookingId}/vietqr`, headers: staffHeaders(reception) })).statusCode).toBe(409);
    const other = await visitAt('finished');
    expect((await t.app.inject({ url: `/api/v1/staff/visits/${other.bookingId}/vietqr`, headers: staffHeaders(otherReception) })).statusCode).toBe(403);
  });
});
