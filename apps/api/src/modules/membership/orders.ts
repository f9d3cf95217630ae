import { type Lang, formatVnd } from '@shine/shared';
import { TOPUP_AMOUNT_STEP, type TOrderCreated, type TPaymentOrder, type TTopupHistory, type TTopupProducts } from '@shine/shared/schemas/membership';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { walletOf } from './ledger.ts';
import {
  findActivePackage,
  findOrder,
  findPackagesByIds,
  insertOrder,
  listActivePackages,
  listCustomerOrders,
  pageEntries,
  type OrderRow,
} from './membership-repository.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { toLedgerItem, toOrder, toPackage } from './views.ts';

/** Where the customer lands after paying (the provider adds its signed result). */
export const RETURN_PATH = '/topup/ket-qua';
const SUGGESTED_AMOUNTS = [100_000, 200_000, 500_000, 1_000_000];

export async function listTopupProducts(deps: Pick<AppDeps, 'db' | 'config'>, gateway: PaymentGateway | undefined, lang: Lang): Promise<TTopupProducts> {
  const { TOPUP_MIN_AMOUNT: min, TOPUP_MAX_AMOUNT: max } = deps.config;
  return {
    packages: (await listActivePackages(deps.db)).map((p) => toPackage(p, lang)),
    amount: { min, max, step: TOPUP_AMOUNT_STEP, suggestions: SUGGESTED_AMOUNTS.filter((a) => a >= min && a <= max) },
    paymentAvailable: gateway !== undefined,
  };
}

async function packageNames(deps: Pick<AppDeps, 'db'>, orders: { packageId: number | null }[], lang: Lang): Promise<Map<number, string>> {
  const ids = [...new Set(orders.map((o) => o.packageId).filter((id): id is number => id !== null))];
  return new Map((await findPackagesByIds(deps.db, ids)).map((p) => [p.id, lang === 'en' ? p.nameEn : p.name]));
}

async function orderView(deps: Pick<AppDeps, 'db'>, order: OrderRow, lang: Lang): Promise<TPaymentOrder> {
  const names = await packageNames(deps, [order], lang);
  return toOrder(order, order.packageId ? (names.get(order.packageId) ?? null) : null);
}

/** membership/order: a pending order for a package on sale or an amount within limits, and its payment URL. */
export async function createOrder(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  gateway: PaymentGateway | undefined,
  customer: { customerId: number },
  input: { packageId?: number; amount?: number; lang: Lang; clientIp: string },
): Promise<TOrderCreated> {
  if (!gateway) throw new AppError(409, 'PAYMENT_UNAVAILABLE', 'topup.unavailable');
  const now = deps.clock.now();
  let order: OrderRow;
  if (input.packageId !== undefined) {
    const pack = await findActivePackage(deps.db, input.packageId);
    if (!pack) throw new AppError(404, 'PACKAGE_NOT_FOUND', 'topup.packageNotFound');
    order = await insertOrder(deps.db, {
      customerId: customer.customerId,
      kind: 'package',
      packageId: pack.id,
      amount: pack.price,
      visits: pack.visits,
      bonusVisits: pack.bonusVisits,
      validityDays: pack.validityDays,
      gateway: gateway.name,
      createdAt: now,
    });
  } else {
    const amount = input.amount ?? 0;
    const { TOPUP_MIN_AMOUNT: min, TOPUP_MAX_AMOUNT: max } = deps.config;
    if (amount < min || amount > max || amount % TOPUP_AMOUNT_STEP !== 0) {
      throw new AppError(400, 'AMOUNT_OUT_OF_RANGE', 'topup.amountOutOfRange', { min: formatVnd(min), max: formatVnd(max) });
    }
    order = await insertOrder(deps.db, { customerId: customer.customerId, kind: 'amount', amount, gateway: gateway.name, createdAt: now });
  }
  const returnUrl = gateway.name === 'sandbox' ? RETURN_PATH : `${deps.config.PUBLIC_BASE_URL.replace(/\/$/, '')}${RETURN_PATH}`;
  const paymentUrl = gateway.paymentUrl({
    orderId: order.id,
    amount: order.amount,
    description: `Thanh toan don ${order.id} ${deps.config.BRAND_NAME}`.replace(/[^A-Za-z0-9 ]/g, ''),
    lang: input.lang,
    clientIp: input.clientIp,
    now,
    returnUrl,
  });
  return { order: await orderView(deps, order, input.lang), paymentUrl };
}

/**
 * order-v2: the caller's own order as the database holds it (another customer's is "not found"); a
 * pending one whose IPN is late is first checked with the provider (`reconcile`).
 */
export async function getOwnOrder(
  deps: Pick<AppDeps, 'db'>,
  customer: { customerId: number },
  orderId: number,
  lang: Lang,
  reconcile?: (order: OrderRow) => Promise<boolean>,
): Promise<TPaymentOrder> {
  let order = await findOrder(deps.db, orderId);
  if (!order || order.customerId !== customer.customerId) throw new AppError(404, 'ORDER_NOT_FOUND', 'topup.orderNotFound');
  // The provider's answer is a bonus: when asking fails, the order is shown as the database holds it.
  if (order.status === 'pending' && reconcile && (await reconcile(order).catch(() => false))) order = (await findOrder(deps.db, orderId)) ?? order;
  return orderView(deps, order, lang);
}

/** customer/topup/history: wallet, latest orders and one page of ledger entries, newest first. */
export async function topupHistory(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  customer: { customerId: number },
  query: { pageIndex: number; pageSize: number; lang: Lang },
): Promise<TTopupHistory> {
  const wallet = await walletOf(deps.db, customer.customerId, deps.clock.now());
  const orders = await listCustomerOrders(deps.db, customer.customerId, 20);
  const { rows, total } = await pageEntries(deps.db, customer.customerId, (query.pageIndex - 1) * query.pageSize, query.pageSize);
  const orderById = new Map(orders.map((o) => [o.id, o]));
  const missing = rows.map((r) => r.orderId).filter((id): id is number => id !== null && !orderById.has(id));
  for (const id of new Set(missing)) {
    const order = await findOrder(deps.db, id);
    if (order) orderById.set(id, order);
  }
  const names = await packageNames(deps, [...orderById.values()], query.lang);
  const nameOf = (orderId: number | null) => {
    const packageId = orderId === null ? null : orderById.get(orderId)?.packageId;
    return packageId ? (names.get(packageId) ?? null) : null;
  };
  return {
    wallet,
    orders: orders.map((o) => toOrder(o, nameOf(o.id))),
    entries: rows.map((r) => toLedgerItem(r, nameOf(r.orderId))),
    total,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}
