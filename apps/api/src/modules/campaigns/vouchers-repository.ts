import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
