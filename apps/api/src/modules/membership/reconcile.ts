import type { AppDeps } from '../../app-deps.ts';
import { settleOrderFrom } from './ipn.ts';
import type { OrderRow } from './membership-repository.ts';
import type { PaymentGateway } from './payment-gateway.ts';

/** An IPN later than this makes the return page ask the provider itself. */
const LATE_AFTER_MS = 60_000;
/** At most one question to the provider per order in this time, however often the page polls. */
const ASK_EVERY_MS = 30_000;

/**
 * The return page's fallback when the IPN is late: asks the provider (VNPay querydr) about a pending
 * order and settles it the way the IPN would (same amount check, same once-only credit).
 */
export function createReconciler(deps: Pick<AppDeps, 'db' | 'clock'>, gateway: PaymentGateway | undefined) {
  const askedAt = new Map<number, number>();
  return async function reconcile(order: OrderRow, clientIp: string): Promise<boolean> {
    const query = gateway?.queryTransaction;
    if (!query || order.status !== 'pending') return false;
    const now = deps.clock.now();
    if (now.getTime() - order.createdAt.getTime() < LATE_AFTER_MS) return false;
    const last = askedAt.get(order.id);
    if (last !== undefined && now.getTime() - last < ASK_EVERY_MS) return false;
    askedAt.set(order.id, now.getTime());
    if (askedAt.size > 10_000) askedAt.clear();
    const result = await query({ orderId: order.id, createdAt: order.createdAt, clientIp, now });
    if (!result?.valid || result.amount !== order.amount * 100) return false;
    return settleOrderFrom(deps, order.id, result);
  };
}
