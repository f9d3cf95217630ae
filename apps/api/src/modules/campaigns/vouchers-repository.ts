import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { campaignCodes, campaigns, customerVouchers } from '../../db/schema/index.ts';

/** Campaigns of the customer's vouchers not used yet (voucher tab '2'). */
export async function findUnusedVoucherCampaignIds(db: Db, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ campaignId: customerVouchers.campaignId })
    .from(customerVouchers)
    .where(and(eq(customerVouchers.customerId, customerId), isNull(customerVouchers.usedAt)));
  return rows.map((r) => r.campaignId);
}

/** A promo code (case-insensitive) with the dates of its campaign. */
export async function findCode(db: Db, code: string) {
  const [row] = await db
    .select({
      codeId: campaignCodes.id,
      campaignId: campaignCodes.campaignId,
      active: campaigns.active,
      startDate: campaigns.startDate,
      endDate: campaigns.endDate,
    })
    .from(campaignCodes)
    .innerJoin(campaigns, eq(campaigns.id, campaignCodes.campaignId))
    .where(eq(sql`upper(${campaignCodes.code})`, code.toUpperCase()));
  return row;
}

export type ClaimResult = 'claimed' | 'alreadyClaimed' | 'usedUp';

class CodeUsedUp extends Error {}

/**
 * Puts a code's campaign into the customer's vouchers, race-safe: the unique (customer, campaign) key
 * refuses a second claim, and the claim counter only moves while it is under max_claims (a conditional
 * UPDATE, so two last claims cannot both win); when it cannot move the voucher insert is rolled back.
 */
export async function claimVoucher(db: Db, input: { customerId: number; campaignId: number; codeId: number; now: Date }): Promise<ClaimResult> {
  try {
    return await db.transaction(async (tx) => {
      const [voucher] = await tx
        .insert(customerVouchers)
        .values({ customerId: input.customerId, campaignId: input.campaignId, codeId: input.codeId, claimedAt: input.now })
        .onConflictDoNothing()
        .returning({ id: customerVouchers.id });
      if (!voucher) return 'alreadyClaimed';
      const [counted] = await tx
        .update(campaignCodes)
        .set({ claimed: sql`${campaignCodes.claimed} + 1` })
        .where(and(eq(campaignCodes.id, input.codeId), or(isNull(campaignCodes.maxClaims), lt(campaignCodes.claimed, campaignCodes.maxClaims))))
        .returning({ id: campaignCodes.id });
      if (!counted) throw new CodeUsedUp();
      return 'claimed';
    });
  } catch (error) {
    if (error instanceof CodeUsedUp) return 'usedUp';
    throw error;
  }
}

/** Whether a campaign's price still stands for him: 'public' (no voucher needed), 'held' (his unused voucher), or 'missing'. */
export async function campaignVoucherState(db: Db | Tx, input: { customerId: number; campaignId: number }): Promise<'public' | 'held' | 'missing'> {
  const [campaign] = await db.select({ isPublic: campaigns.isPublic }).from(campaigns).where(eq(campaigns.id, input.campaignId));
  if (!campaign || campaign.isPublic) return 'public';
  const [held] = await db
    .select({ id: customerVouchers.id })
    .from(customerVouchers)
    .where(and(eq(customerVouchers.customerId, input.customerId), eq(customerVouchers.campaignId, input.campaignId), isNull(customerVouchers.usedAt)));
  return held ? 'held' : 'missing';
}

/**
 * At payment, the voucher a code-only campaign's price needed is used up, once (a guarded update: two visits
 * paid at once cannot both take it): 'public' when the campaign needs none, 'redeemed' when this visit took
 * his unused voucher, 'missing' when he holds none unused (another visit of his took it first).
 */
export async function redeemCampaignVoucher(
  tx: Tx,
  input: { customerId: number; campaignId: number; bookingId: number; now: Date },
): Promise<'public' | 'redeemed' | 'missing'> {
  if ((await campaignVoucherState(tx, input)) === 'public') return 'public';
  const used = await tx
    .update(customerVouchers)
    .set({ usedAt: input.now, bookingId: input.bookingId })
    .where(and(eq(customerVouchers.customerId, input.customerId), eq(customerVouchers.campaignId, input.campaignId), isNull(customerVouchers.usedAt)))
    .returning({ id: customerVouchers.id });
  return used.length > 0 ? 'redeemed' : 'missing';
}
