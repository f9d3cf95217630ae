/**
 * Membership demo data: the top-up packages on sale, earlier visits (61-170 days ago) that earn each
 * demo member the tier the demo shows, the ledger behind every seeded balance, and a 6 + 1 package of
 * the demo customer (0912 345 678) of which two visits are used: "Anh còn 5 lượt cắt".
 */
import { DEFAULT_TIER_THRESHOLDS, originalPrice, originalTotal, tierForSpend, tierThreshold, type MemberType } from '@shine/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import * as t from '../schema/index.ts';
import { appendEntry } from '../../modules/membership/membership-repository.ts';
import { SERVICES } from './catalog.ts';
import { homeSalonOf } from './customers.ts';
import { hairstyle } from './images.ts';
import { addDays, rngFor, salonInstant } from './random.ts';
import type { SalonRow } from './salons.ts';
import type { StaffRow } from './staff.ts';

const DAY_MS = 86_400_000;

export const TOPUP_PACKAGES = [
  {
    id: 1,
    name: 'Gói 3 lượt cắt',
    nameEn: '3-visit package',
    description: '3 lần Cắt gội 10 bước, dùng tại mọi salon trong 90 ngày.',
    descriptionEn: 'Three 10-step haircuts & washes at any salon within 90 days.',
    visits: 3,
    bonusVisits: 0,
    price: 285_000,
    validityDays: 90,
    highlight: false,
    sort: 1,
  },
  {
    id: 2,
    name: 'Gói 6 + 1 lượt cắt',
    nameEn: '6 + 1 visit package',
    description: 'Mua 6 lượt tặng 1 lượt, dùng trong 180 ngày.',
    descriptionEn: 'Buy 6 visits, get 1 free, valid 180 days.',
    visits: 6,
    bonusVisits: 1,
    price: 540_000,
    validityDays: 180,
    highlight: true,
    sort: 2,
  },
  {
    id: 3,
    name: 'Gói 10 + 2 lượt cắt',
    nameEn: '10 + 2 visit package',
    description: 'Mua 10 lượt tặng 2 lượt, dùng trong 365 ngày.',
    descriptionEn: 'Buy 10 visits, get 2 free, valid 365 days.',
    visits: 10,
    bonusVisits: 2,
    price: 850_000,
    validityDays: 365,
    highlight: false,
    sort: 3,
  },
];

/** Combos members come back for (a perm, a colour, a VIP cut), for the earlier visits. */
const EARLIER_SETS = [[202, 221], [212, 223], [103], [201, 222], [103, 311], [203], [101, 302], [102, 311]];
const OPEN = 510;
const SLOT = 20;

type Member = { id: number; phone: string; memberType: number; accountBalance: number };

export async function seedMembership(
  tx: Tx,
  opts: { today: string; customers: Member[]; salons: SalonRow[]; staff: StaffRow[]; pastSpend: Map<number, number> },
): Promise<void> {
  const { today } = opts;
  await tx.insert(t.topupPackages).values(TOPUP_PACKAGES);
  const serviceById = new Map(SERVICES.map((s) => [s.id, s]));
  const rng = rngFor('membership');

  // Earlier visits until each member's spend of the last 6 months earns his tier.
  const visits = [];
  for (const [index, customer] of opts.customers.entries()) {
    if (customer.memberType < 2) continue;
    const target = tierThreshold(customer.memberType as MemberType, DEFAULT_TIER_THRESHOLDS);
    let spend = opts.pastSpend.get(customer.id) ?? 0;
    const salon = homeSalonOf(index, today, opts.salons);
    const stylists = opts.staff.filter((s) => s.salonId === salon.id && s.role === 'stylist' && s.active);
    let daysAgo = 61 + rng.int(0, 6);
    while (spend < target && daysAgo <= 170) {
      const chosen = (rng.pick(EARLIER_SETS) ?? [103]).map((id) => serviceById.get(id)).filter((s) => s !== undefined);
      const duration = chosen.reduce((sum, s) => sum + s.timeServe, 0);
      const date = addDays(today, -daysAgo);
      // One visit a day per customer at his own hour column: no stylist is booked twice at once.
      const start = OPEN + (index % 8) * 3 * SLOT;
      const stylist = stylists[(index + daysAgo) % stylists.length] ?? stylists[0];
      if (!stylist) break;
      const totalPrice = chosen.reduce((sum, s) => sum + s.price, 0);
      const hourId = (start - OPEN) / SLOT + 1;
      const covered = Math.ceil(duration / SLOT);
      visits.push({
        booking: {
          customerId: customer.id,
          phone: customer.phone,
          salonId: salon.id,
          stylistId: stylist.id,
          skinnerId: null,
          dateBook: date,
          startAt: salonInstant(date, start),
          endAt: salonInstant(date, start + duration),
          hourId,
          subHourId: covered >= 2 ? hourId + 1 : null,
          secondSubHourId: covered >= 3 ? hourId + 2 : null,
          status: 'completed' as const,
          bookAt: 3,
          totalPrice,
          oldTotalPrice: originalTotal(chosen),
          createdAt: salonInstant(addDays(date, -1), 600),
          updatedAt: salonInstant(date, start + duration),
        },
        services: chosen.map((s) => ({ serviceId: s.id, name: s.name, price: s.price, oldPrice: originalPrice(s), timeServe: s.timeServe })),
        finalImage: hairstyle(rng.int(1, 16)),
        stars: rng.pick([4, 5, 5]),
      });
      spend += totalPrice;
      daysAgo += rng.int(9, 16);
    }
    opts.pastSpend.set(customer.id, spend);
  }
  if (visits.length > 0) {
    const rows = await tx
      .insert(t.bookings)
      .values(visits.map((v) => v.booking))
      .returning({ id: t.bookings.id });
    const withIds = visits.map((v, i) => ({ ...v, id: rows[i]?.id ?? 0 }));
    await tx.insert(t.bookingServices).values(withIds.flatMap((v) => v.services.map((s) => ({ ...s, bookingId: v.id }))));
    await tx
      .insert(t.bookingImages)
      .values(withIds.map((v) => ({ bookingId: v.id, kind: 'final' as const, url: v.finalImage, name: 'Ảnh sau khi cắt', createdAt: v.booking.endAt })));
    await tx.insert(t.bookingStatusHistory).values(
      withIds.flatMap((v) => [
        { bookingId: v.id, fromStatus: null, toStatus: 'confirmed', reason: null, at: v.booking.createdAt },
        { bookingId: v.id, fromStatus: 'confirmed', toStatus: 'completed', reason: null, at: v.booking.endAt },
      ]),
    );
    await tx.insert(t.ratings).values(
      withIds.map((v) => ({
        bookingId: v.id,
        customerId: v.booking.customerId,
        stars: v.stars,
        comment: null,
        createdAt: new Date(v.booking.endAt.getTime() + 7_200_000),
      })),
    );
  }
  // The tier the spend earns (the daily pass keeps it so as days go by).
  for (const customer of opts.customers) {
    const memberType = tierForSpend(opts.pastSpend.get(customer.id) ?? 0, DEFAULT_TIER_THRESHOLDS);
    if (memberType !== customer.memberType) await tx.update(t.customers).set({ memberType }).where(eq(t.customers.id, customer.id));
  }

  // Every seeded balance comes from a paid top-up in the ledger (the customer rows already hold its sum).
  const funded = opts.customers.filter((c) => c.accountBalance > 0);
  if (funded.length > 0) {
    const paidAt = funded.map(() => salonInstant(addDays(today, -rng.int(5, 50)), rng.int(540, 1200)));
    const orders = await tx
      .insert(t.paymentOrders)
      .values(
        funded.map((c, i) => ({
          customerId: c.id,
          kind: 'amount' as const,
          amount: c.accountBalance,
          status: 'paid' as const,
          gateway: 'vnpay' as const,
          gatewayTxnNo: String(rng.int(14_000_000, 14_999_999)),
          gatewayResponseCode: '00',
          bankCode: 'NCB',
          createdAt: new Date(paidAt[i]!.getTime() - 120_000),
          confirmedAt: paidAt[i]!,
        })),
      )
      .returning({ id: t.paymentOrders.id, customerId: t.paymentOrders.customerId, amount: t.paymentOrders.amount, confirmedAt: t.paymentOrders.confirmedAt });
    await tx.insert(t.ledgerEntries).values(
      orders.map((o) => ({
        customerId: o.customerId,
        kind: 'topup_credit' as const,
        amount: o.amount,
        orderId: o.id,
        createdAt: o.confirmedAt ?? new Date(0),
      })),
    );
  }

  // The demo customer's 6 + 1 package, bought before his recent visits; two of them used it.
  const demo = opts.customers[0];
  if (!demo) return;
  const recent = await tx.select({ id: t.bookings.id, startAt: t.bookings.startAt }).from(t.bookings).where(eq(t.bookings.customerId, demo.id));
  const inWindow = recent
    .filter((b) => b.startAt.getTime() > salonInstant(addDays(today, -60), 0).getTime())
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
  const first = inWindow[0];
  if (!first) return;
  const pack = TOPUP_PACKAGES[1];
  if (!pack) return;
  const boughtAt = new Date(first.startAt.getTime() - 2 * DAY_MS);
  const [order] = await tx
    .insert(t.paymentOrders)
    .values({
      customerId: demo.id,
      kind: 'package',
      packageId: pack.id,
      amount: pack.price,
      visits: pack.visits,
      bonusVisits: pack.bonusVisits,
      validityDays: pack.validityDays,
      status: 'paid',
      gateway: 'vnpay',
      gatewayTxnNo: '14123456',
      gatewayResponseCode: '00',
      bankCode: 'NCB',
      createdAt: new Date(boughtAt.getTime() - 120_000),
      confirmedAt: boughtAt,
    })
    .returning();
  if (!order) return;
  await appendEntry(tx, {
    customerId: demo.id,
    kind: 'package_granted',
    visits: pack.visits + pack.bonusVisits,
    orderId: order.id,
    expiresAt: new Date(boughtAt.getTime() + pack.validityDays * DAY_MS),
    createdAt: boughtAt,
  });
  for (const visit of inWindow.slice(0, 2)) {
    await appendEntry(tx, { customerId: demo.id, kind: 'visit_used', visits: -1, bookingId: visit.id, createdAt: visit.startAt });
  }
}
