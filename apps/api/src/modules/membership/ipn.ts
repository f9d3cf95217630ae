import type { AppDeps } from '../../app-deps.ts';
import { creditPaidOrder } from './ledger.ts';
import { findOrder, settleOrder } from './membership-repository.ts';
import type { PaymentCallback, PaymentGateway } from './payment-gateway.ts';
import type { VnpParams } from './vnpay.ts';

export type IpnAnswer = { RspCode: string; Message: string };

const answer = (RspCode: string, Message: string): IpnAnswer => ({ RspCode, Message });

/**
 * VNPay's IPN, checked in the provider's order: signature (97), order (01), amount (04), not yet
 * confirmed (02); then the order is settled and, when paid, credited in the same transaction. The
 * settle is a conditional update, so of any number of copies of one IPN exactly one credits.
 */
export async function handleIpn(deps: Pick<AppDeps, 'db' | 'clock'>, gateway: PaymentGateway, params: VnpParams): Promise<IpnAnswer> {
  const callback = gateway.readCallback(params);
  if (!callback.valid) return answer('97', 'Invalid signature');
  if (callback.orderId === null) return answer('01', 'Order not found');
  const order = await findOrder(deps.db, callback.orderId);
  if (!order) return answer('01', 'Order not found');
  if (callback.amount !== order.amount * 100) return answer('04', 'Invalid amount');
  if (order.status !== 'pending') return answer('02', 'Order already confirmed');
  return (await settleOrderFrom(deps, order.id, callback)) ? answer('00', 'Confirm Success') : answer('02', 'Order already confirmed');
}

/**
 * Settles a pending order from a checked provider result (IPN or querydr) and, when paid, credits it in
 * the same transaction. False when the order was no longer pending (another copy got there first).
 */
export async function settleOrderFrom(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  orderId: number,
  callback: Extract<PaymentCallback, { valid: true }>,
): Promise<boolean> {
  const now = deps.clock.now();
  const settled = await deps.db.transaction(async (tx) => {
    const row = await settleOrder(tx, orderId, {
      status: callback.success ? 'paid' : 'failed',
      gatewayTxnNo: callback.transactionNo,
      gatewayResponseCode: callback.responseCode,
      bankCode: callback.bankCode,
      confirmedAt: now,
    });
    if (row?.status === 'paid') await creditPaidOrder(tx, row, now);
    return row;
  });
  return settled !== undefined;
}
