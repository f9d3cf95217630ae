import { formatDisplayDate, type Lang, translate, zonedToday } from '@shine/shared';
import type { TClaimResult, TCustomerVoucher, TRewardArchive, TRewardCard, TRewardDetail, TRewardGroup } from '@shine/shared/schemas/rewards';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { SessionCustomer } from '../auth/index.ts';
import { countCampaignUses, rewardDetail } from '../campaigns/index.ts';
import { cleanHtml } from '../../lib/html-policies.ts';
import { claimRewardVoucher, findCustomerVouchers, findReward, findRewardClaims, findRewards, type RewardRow } from './rewards-repository.ts';
import { spinsOrPointsChanged } from './wheel.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;

export const isMember = (c: SessionCustomer | undefined) => (c?.memberType ?? 1) >= 2;

export function rewardStatus(r: RewardRow, today: string): TRewardCard['status'] {
  if (r.startDate && today < r.startDate) return 'upcoming';
  if (r.endDate && today > r.endDate) return 'ended';
  return r.quantity - r.claimed <= 0 ? 'soldOut' : 'active';
}

function card(r: RewardRow, today: string): TRewardCard {
  return {
    id: r.id,
    title: r.title,
    thumbnail: r.thumbnail,
    groupName: r.groupName,
    points: r.points,
    expire: r.endDate ? formatDisplayDate(r.endDate) : null,
    quantity: r.quantity,
    remaining: Math.max(0, r.quantity - r.claimed),
    status: rewardStatus(r, today),
    membersOnly: !r.isPublic,
  };
}

const today = (deps: Deps) => zonedToday(deps.clock.now());

/** Reward groups of running rewards (public ones; members also see members-only ones), in group order. */
export async function rewardGroups(deps: Deps, caller: SessionCustomer | undefined, publicOnly: boolean): Promise<TRewardGroup[]> {
  const day = today(deps);
  const rows = (await findRewards(deps.db)).filter((r) => r.campaignId !== null && (r.isPublic || (!publicOnly && isMember(caller))));
  const cards = rows.map((r) => card(r, day)).filter((c) => c.status !== 'ended');
  const groups = new Map<string, TRewardCard[]>();
  for (const c of cards) groups.set(c.groupName, [...(groups.get(c.groupName) ?? []), c]);
  return [...groups].map(([groupName, rewards]) => ({ groupName, rewards }));
}

/** Reward detail: conditions, benefit, services, salons (the voucher's campaign), stock, validity, the caller's claim. */
export async function rewardDetailOf(deps: Deps, input: { id: number; caller?: SessionCustomer; lang: Lang }): Promise<TRewardDetail> {
  const r = await findReward(deps.db, input.id);
  if (!r || r.campaignId === null || (!r.isPublic && !isMember(input.caller) && !input.caller)) throw notFound('CAMPAIGN_NOT_FOUND', 'voucher.notFound');
  const day = today(deps);
  const base = card(r, day);
  const campaign = await rewardDetail(deps, { campaignId: r.campaignId, salonId: 0, serviceIds: [], caller: input.caller, lang: input.lang }).catch(() => null);
  let claim: TRewardDetail['claim'] = null;
  if (input.caller) {
    const claims = await findRewardClaims(deps.db, input.caller.customerId);
    const own = claims.find((c) => c.rewardId === r.id);
    if (own) {
      const uses = await countCampaignUses(deps.db, input.caller.customerId, [own.campaignId]);
      claim = { voucherId: own.voucherId, claimedAt: own.claimedAt.toISOString(), used: (uses.get(own.campaignId) ?? 0) > 0, pointsSpent: own.pointsSpent };
    }
  }
  const start = r.startDate ?? campaign?.startDate ?? day;
  return {
    ...base,
    title: input.lang === 'en' && campaign ? campaign.name : base.title,
    content: cleanHtml('campaignBody', r.content),
    startDate: formatDisplayDate(start),
    validity: translate(input.lang, 'voucher.validity', { start: formatDisplayDate(start), end: r.endDate ? formatDisplayDate(r.endDate) : '' }),
    howToUse: (r.howToUse ?? '')
      .split('@@@')
      .map((s) => s.trim())
      .filter(Boolean),
    campaign,
    claim,
    canClaim: !!input.caller && !claim && base.status === 'active' && (r.isPublic || isMember(input.caller)),
  };
}

/** Ended rewards, and the caller's claimed rewards already used in a booking (newest first). */
export async function rewardArchive(deps: Deps, caller: SessionCustomer | undefined): Promise<TRewardArchive> {
  const day = today(deps);
  const rows = await findRewards(deps.db);
  const ended = rows.filter((r) => r.campaignId !== null && r.isPublic && rewardStatus(r, day) === 'ended').map((r) => card(r, day));
  if (!caller) return { ended, used: [] };
  const claims = await findRewardClaims(deps.db, caller.customerId);
  const uses = await countCampaignUses(
    deps.db,
    caller.customerId,
    claims.map((c) => c.campaignId),
  );
  const usedIds = claims.filter((c) => (uses.get(c.campaignId) ?? 0) > 0).map((c) => c.rewardId);
  return { ended, used: rows.filter((r) => usedIds.includes(r.id)).map((r) => card(r, day)) };
}

/** The claim button: the reward's voucher into the caller's vouchers (points taken when it costs any). */
export async function claimReward(deps: Deps, input: { rewardId: number; caller: SessionCustomer }): Promise<TClaimResult> {
  const r = await findReward(deps.db, input.rewardId);
  if (!r || r.campaignId === null) throw notFound('CAMPAIGN_NOT_FOUND', 'voucher.notFound');
  const status = rewardStatus(r, today(deps));
  if (status === 'ended') throw badRequest('CAMPAIGN_NOT_VALID', 'voucher.notValid');
  if (status === 'upcoming') throw badRequest('REWARD_NOT_STARTED', 'reward.notStarted');
  if (!r.isPublic && !isMember(input.caller)) throw new AppError(403, 'REWARD_MEMBERS_ONLY', 'reward.membersOnly');
  const result = await claimRewardVoucher(deps.db, {
    rewardId: r.id,
    campaignId: r.campaignId,
    customerId: input.caller.customerId,
    points: r.points,
    title: r.title,
    now: deps.clock.now(),
  });
  if (r.points > 0) spinsOrPointsChanged(deps, input.caller.customerId);
  if (!result.ok) {
    if (result.reason === 'alreadyClaimed') throw badRequest('REWARD_ALREADY_CLAIMED', 'reward.alreadyClaimed');
    if (result.reason === 'notEnoughPoints') throw badRequest('POINTS_NOT_ENOUGH', 'points.notEnough');
    throw badRequest('REWARD_SOLD_OUT', 'reward.soldOut');
  }
  return { voucherId: result.voucherId, campaignId: r.campaignId, balance: result.balance };
}

/** The caller's vouchers with where each came from and whether it can be used on `date`. */
export async function customerRewardVouchers(deps: Deps, input: { caller: SessionCustomer; date?: string; lang: Lang }): Promise<TCustomerVoucher[]> {
  const date = input.date ?? today(deps);
  const [vouchers, claims] = await Promise.all([findCustomerVouchers(deps.db, input.caller.customerId), findRewardClaims(deps.db, input.caller.customerId)]);
  const uses = await countCampaignUses(
    deps.db,
    input.caller.customerId,
    vouchers.map((v) => v.campaignId),
  );
  return vouchers.map((v) => {
    const claim = claims.find((c) => c.voucherId === v.voucherId);
    const used = uses.get(v.campaignId) ?? 0;
    const limit = v.campaign.usagePerCustomer;
    const source: TCustomerVoucher['source'] = claim
      ? claim.pointsSpent > 0
        ? 'points'
        : 'reward'
      : v.spinId
        ? 'wheel'
        : v.goldenHourClaimId
          ? 'goldenHour'
          : v.codeId
            ? 'code'
            : 'reward';
    return {
      voucherId: v.voucherId,
      campaignId: v.campaignId,
      rewardId: claim?.rewardId ?? null,
      name: input.lang === 'en' && v.campaign.nameEn ? v.campaign.nameEn : v.campaign.name,
      image: v.campaign.image,
      source,
      claimedAt: v.claimedAt.toISOString(),
      expire: formatDisplayDate(v.campaign.endDate),
      usable: v.campaign.active && date >= v.campaign.startDate && date <= v.campaign.endDate && (limit === null || used < limit),
      used: used > 0,
    };
  });
}
