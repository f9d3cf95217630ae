import { DEFAULT_TIME_ZONE, formatVnd, vietQrPayload, visitCodeOf } from '@shine/shared';
import { scheduleRatingRequest } from '../messages/index.ts';
import { campaignVoucherState, redeemCampaignVoucher } from '../campaigns/index.ts';
import type { TPaymentMethod, TReceipt, TVietQr } from '@shine/shared/schemas/floor';
import type { AppDeps } from '../../app-deps.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { AppError } from '../../lib/errors.ts';
import { invalidateSalonDay } from '../availability/index.ts';
import { forgetVisitSets } from '../customers/index.ts';
import { debitVisitBalance, evaluateTier, tierThresholds, walletOf } from '../membership/index.ts';
import { earnCompletedVisitSpin, earnPaidVisitPoints, spinsOrPointsChanged } from '../rewards/index.ts';
import { writeAudit } from './audit-repository.ts';
import { type InvoiceIssuer, sandboxInvoiceIssuer } from './invoice-issuer.ts';
import { stageChanged, stageOf } from './move-visit.ts';
import { type PaymentRow, findBookingBill, findPayment, insertPayment } from './payment-repository.ts';
import { type StaffActor, requireAllowed } from './staff-actor.ts';
import { type FloorBooking, findFloorBooking, markPaid } from './visit-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache' | 'config'>;

const lost = Symbol('lost');
class BalanceShort {
  constructor(readonly amount: number) {}
}

/**
 * Payment at reception, exactly once: in one transaction the guarded finished → paid (a second tap is a
 * 409), the balance debit for `balance` (never below zero), the e-invoice number (issued in the same
 * transaction, so a rolled-back payment issues nothing), the payment row (one per booking), the
 * customer's tier re-evaluated with this visit's spend (the tier reads completed bookings' totals, so
 * the spend counts once), the visit's "completed booking" spin (its quest key pays once), the points of the
 * amount paid (the back office's rule, once per booking), and the audit row.
 */
export async function payVisit(
  deps: Deps,
  actor: StaffActor,
  input: { booking: FloorBooking; method: TPaymentMethod; issuer?: InvoiceIssuer },
): Promise<TReceipt> {
  const { booking, method } = input;
  const issuer = input.issuer ?? sandboxInvoiceIssuer;
  requireAllowed(actor, 'visit.pay', booking.salonId);
  const current = stageOf(booking);
  if (current !== 'finished') throw stageChanged(current);
  const now = deps.clock.now();
  let customerId: number | null = null;
  try {
    const payment = await transactionWithRetry(deps.db, async (tx) => {
      if (!(await markPaid(tx, booking.id, { now }))) throw lost;
      const bill = await findBookingBill(tx, booking.id);
      customerId = bill?.customerId ?? null;
      // A code-only campaign's price needs his voucher, used up here once; gone to another visit, the full price.
      const voucher =
        bill?.campaignId && customerId !== null
          ? await redeemCampaignVoucher(tx, { customerId, campaignId: bill.campaignId, bookingId: booking.id, now })
          : 'public';
      const amount = !bill ? 0 : voucher === 'missing' ? bill.oldTotalPrice : bill.totalPrice;
      if (method === 'balance') {
        if (customerId === null) throw new AppError(409, 'NO_CUSTOMER_ACCOUNT', 'floor.noCustomerAccount');
        if (amount > 0 && !(await debitVisitBalance(tx, { customerId, bookingId: booking.id, amount, now }))) throw new BalanceShort(amount);
      }
      const invoiceNumber = await issuer.issue(tx, { salonId: booking.salonId, bookingId: booking.id, amount, method, issuedAt: now });
      const row = await insertPayment(tx, {
        bookingId: booking.id,
        salonId: booking.salonId,
        method,
        amount,
        invoiceNumber,
        staffAccountId: actor.accountId,
        deviceId: actor.deviceId,
        paidAt: now,
      });
      if (customerId !== null) {
        await evaluateTier(tx, await tierThresholds({ db: tx, config: deps.config }), customerId, now);
        await earnCompletedVisitSpin(tx, { customerId, bookingId: booking.id, now });
        // The points rule's LuckySprint points on what he actually paid, once per booking.
        await earnPaidVisitPoints(tx, { customerId, bookingId: booking.id, amount, now });
      }
      // The request to rate the visit, an hour later (issue 33).
      await scheduleRatingRequest(tx, { bookingId: booking.id, phone: booking.phone, paidAt: now, timeZone: DEFAULT_TIME_ZONE });
      await writeAudit(tx, {
        at: now,
        staffAccountId: actor.accountId,
        deviceId: actor.deviceId,
        salonId: booking.salonId,
        action: 'visit.pay',
        entity: 'visit',
        entityId: booking.id,
        before: { stage: 'finished', version: booking.visit?.version ?? 0 },
        after: { stage: 'paid', method, amount, invoiceNumber },
      });
      return row;
    });
    invalidateSalonDay(deps, booking.salonId, booking.dateBook);
    forgetVisitSets(deps, booking.phone);
    if (customerId !== null) spinsOrPointsChanged(deps, customerId);
    return receiptOf(deps, payment, customerId);
  } catch (err) {
    if (err === lost) {
      const fresh = await findFloorBooking(deps.db, booking.id);
      throw stageChanged(fresh ? stageOf(fresh) : undefined);
    }
    if (err instanceof BalanceShort && customerId !== null) {
      const wallet = await walletOf(deps.db, customerId, now);
      throw new AppError(409, 'BALANCE_SHORT', 'floor.balanceShort', { balance: formatVnd(wallet.balance), amount: formatVnd(err.amount) });
    }
    throw err;
  }
}

/** A paid visit's receipt (reception, managers); 404 before it is paid. */
export async function visitReceipt(deps: Deps, actor: StaffActor, booking: FloorBooking): Promise<TReceipt> {
  requireAllowed(actor, 'visit.pay', booking.salonId);
  const payment = await findPayment(deps.db, booking.id);
  if (!payment) throw new AppError(404, 'BOOKING_NOT_FOUND', 'floor.notPaid');
  const bill = await findBookingBill(deps.db, booking.id);
  return receiptOf(deps, payment, bill?.customerId ?? null);
}

async function receiptOf(deps: Deps, payment: PaymentRow, customerId: number | null): Promise<TReceipt> {
  const balanceAfter = payment.method === 'balance' && customerId !== null ? (await walletOf(deps.db, customerId, deps.clock.now())).balance : null;
  return {
    bookingId: payment.bookingId,
    salonId: payment.salonId,
    amount: payment.amount,
    method: payment.method,
    invoiceNumber: payment.invoiceNumber,
    paidAt: payment.paidAt.toISOString(),
    balanceAfter,
  };
}

/**
 * The VietQR of a finished visit's total for a bank transfer to the chain's account (config), carrying
 * the visit code; reception confirms the money arrived with `pay {method:'transfer'}`.
 */
export async function visitVietQr(deps: Deps, actor: StaffActor, booking: FloorBooking): Promise<TVietQr> {
  requireAllowed(actor, 'visit.pay', booking.salonId);
  const current = stageOf(booking);
  if (current !== 'finished') throw stageChanged(current);
  const bill = await findBookingBill(deps.db, booking.id);
  const voucher =
    bill?.campaignId && bill.customerId !== null ? await campaignVoucherState(deps.db, { customerId: bill.customerId, campaignId: bill.campaignId }) : 'public';
  const amount = !bill ? 0 : voucher === 'missing' ? bill.oldTotalPrice : bill.totalPrice;
  if (amount <= 0) throw new AppError(409, 'NOTHING_TO_PAY', 'floor.nothingToPay');
  const account = { bankBin: deps.config.VIETQR_BANK_BIN, accountNumber: deps.config.VIETQR_ACCOUNT_NUMBER };
  const visitCode = visitCodeOf(booking.id);
  return { bookingId: booking.id, amount, visitCode, ...account, payload: vietQrPayload({ ...account, amount, visitCode }) };
}
