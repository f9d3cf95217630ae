import { z } from 'zod';
import { ZCampaignDetail } from './campaign';
import { QUEST_KINDS } from '../rules/loyalty-rules';
import { ZDateBook, ZId, ZLang } from './common';

/**
 * Offers and games (issue 13, spec §7 "Rewards" and "Other"): reward groups and details, the
 * campaign-customer calls, golden hours, lucky wheels with quests and exchange, LuckySprint points and
 * the "Yours the best" look campaigns. Instants are ISO strings; display dates DD/MM/YYYY.
 */

export const ZLangQuery = z.object({ lang: ZLang });
export const ZIdParams = z.object({ id: ZId });

export const ZRewardStatus = z.enum(['active', 'upcoming', 'ended', 'soldOut']);

export const ZRewardCard = z.object({
  id: z.number(),
  title: z.string(),
  thumbnail: z.string(),
  groupName: z.string(),
  /** Points the claim costs (0 = free). */
  points: z.number(),
  /** End date DD/MM/YYYY, null when open-ended. */
  expire: z.string().nullable(),
  quantity: z.number(),
  remaining: z.number(),
  status: ZRewardStatus,
  membersOnly: z.boolean(),
});
export type TRewardCard = z.infer<typeof ZRewardCard>;

export const ZRewardGroup = z.object({ groupName: z.string(), rewards: z.array(ZRewardCard) });
export const ZRewardGroups = z.array(ZRewardGroup);
export type TRewardGroup = z.infer<typeof ZRewardGroup>;

/** The caller's claim of a reward (null when not logged in or not claimed). */
export const ZRewardClaim = z.object({
  voucherId: z.number(),
  claimedAt: z.string(),
  /** Used in a booking (not canceled). */
  used: z.boolean(),
  pointsSpent: z.number(),
});
export type TRewardClaim = z.infer<typeof ZRewardClaim>;

export const ZRewardDetail = ZRewardCard.extend({
  /** Sanitised HTML. */
  content: z.string(),
  startDate: z.string(),
  validity: z.string(),
  howToUse: z.array(z.string()),
  /** The voucher's campaign as the booking shows it (conditions, benefit, services, salons). */
  campaign: ZCampaignDetail.nullable(),
  claim: ZRewardClaim.nullable(),
  /** The caller may claim now (logged in, not claimed, running, in stock, member when members only). */
  canClaim: z.boolean(),
});
export type TRewardDetail = z.infer<typeof ZRewardDetail>;

/** Archive: ended rewards and, for the caller, the rewards he claimed and used. */
export const ZRewardArchive = z.object({ ended: z.array(ZRewardCard), used: z.array(ZRewardCard) });
export type TRewardArchive = z.infer<typeof ZRewardArchive>;

export const ZRewardIdBody = z.object({ rewardId: ZId });
export const ZClaimResult = z.object({
  voucherId: z.number(),
  campaignId: z.number(),
  /** Point balance after the claim (when it cost points). */
  balance: z.number().nullable(),
});
export type TClaimResult = z.infer<typeof ZClaimResult>;

export const ZCustomerRewardsQuery = z.object({ dateBook: ZDateBook.optional(), lang: ZLang });
export const ZCustomerVoucher = z.object({
  voucherId: z.number(),
  campaignId: z.number(),
  rewardId: z.number().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  /** How it was won: reward, golden hour, lucky wheel, points, code. */
  source: z.enum(['reward', 'goldenHour', 'wheel', 'points', 'code']),
  claimedAt: z.string(),
  expire: z.string(),
  /** Usable on the asked date (running and uses left). */
  usable: z.boolean(),
  used: z.boolean(),
});
export const ZCustomerVouchers = z.array(ZCustomerVoucher);
export type TCustomerVoucher = z.infer<typeof ZCustomerVoucher>;

export const ZOnePhoneVoucher = z.object({ rewardId: z.number(), claimed: z.boolean(), canClaim: z.boolean() });
export const ZCustomerRewardDetailQuery = z.object({ rewardId: ZId, lang: ZLang });

export const ZGoldenHourStatus = z.enum(['upcoming', 'open', 'ended', 'soldOut']);
export const ZGoldenHour = z.object({
  id: z.number(),
  title: z.string(),
  image: z.string(),
  description: z.string(),
  campaignId: z.number(),
  opensAt: z.string(),
  closesAt: z.string(),
  /** Server now, for the countdown. */
  now: z.string(),
  status: ZGoldenHourStatus,
  quantity: z.number(),
  remaining: z.number(),
  oldPrice: z.number(),
  dealPrice: z.number(),
  claimed: z.boolean(),
});
export type TGoldenHour = z.infer<typeof ZGoldenHour>;
export const ZGoldenHours = z.array(ZGoldenHour);
export const ZDealIdBody = z.object({ dealId: ZId });

export const ZWheelPrize = z.object({ id: z.number(), sort: z.number(), name: z.string(), image: z.string(), available: z.boolean() });
export const ZWheel = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  spinPoints: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  running: z.boolean(),
  prizes: z.array(ZWheelPrize),
  /** For the logged-in caller; null otherwise. */
  spinsLeft: z.number().nullable(),
  points: z.number().nullable(),
});
export type TWheel = z.infer<typeof ZWheel>;
export const ZWheelSlugParams = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,60}$/, 'unknown wheel'),
});

export const ZWheelIdBody = z.object({ wheelId: ZId });
export const ZSpinResult = z.object({
  spinId: z.number(),
  prize: ZWheelPrize,
  isConsolation: z.boolean(),
  voucherId: z.number().nullable(),
  points: z.number(),
  spinsLeft: z.number(),
});
export type TSpinResult = z.infer<typeof ZSpinResult>;

export const ZGift = z.object({
  spinId: z.number(),
  wheelName: z.string(),
  prizeName: z.string(),
  image: z.string(),
  isConsolation: z.boolean(),
  voucherId: z.number().nullable(),
  points: z.number(),
  createdAt: z.string(),
});
export const ZGifts = z.array(ZGift);
export type TGift = z.infer<typeof ZGift>;

/** The quest kinds the code tracks (the back office sets each one's spins, texts and whether it runs). */
export const QUEST_KEYS = QUEST_KINDS;
export const ZQuestKey = z.enum(QUEST_KEYS);
export type TQuestKey = z.infer<typeof ZQuestKey>;
export const ZQuest = z.object({
  key: ZQuestKey,
  /** The quest's title and short description, in the caller's language (the back office writes them). */
  title: z.string(),
  description: z.string(),
  /** Spins each step pays. */
  spinsPerStep: z.number(),
  /** Steps done (bookings completed, visits rated...) and those already turned into spins. */
  done: z.number(),
  rewarded: z.number(),
  /** Spins waiting to be collected. */
  claimable: z.number(),
  repeatable: z.boolean(),
});
export const ZQuests = z.object({ quests: z.array(ZQuest), spinsLeft: z.number() });
export type TQuests = z.infer<typeof ZQuests>;
export const ZQuestBody = z.object({ quest: ZQuestKey });
export const ZSpinsResult = z.object({ added: z.number(), spinsLeft: z.number(), balance: z.number().nullable() });
export type TSpinsResult = z.infer<typeof ZSpinsResult>;

export const ZPointLine = z.object({ delta: z.number(), balanceAfter: z.number(), note: z.string(), createdAt: z.string() });
export const ZPoints = z.object({ balance: z.number(), history: z.array(ZPointLine) });
export type TPoints = z.infer<typeof ZPoints>;
export const ZPointVoucherQuery = z.object({ id: ZId, lang: ZLang });

export const ZBestLookEntry = z.object({
  id: z.number(),
  customerName: z.string(),
  stylistName: z.string(),
  salonName: z.string(),
  image: z.string(),
  story: z.string(),
  createdAt: z.string(),
});
export const ZBestLookCampaign = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  running: z.boolean(),
  entryCount: z.number(),
});
export const ZBestLookCampaigns = z.array(ZBestLookCampaign);
export const ZBestLookDetail = ZBestLookCampaign.extend({ body: z.string(), entries: z.array(ZBestLookEntry) });
export type TBestLookCampaign = z.infer<typeof ZBestLookCampaign>;
export type TBestLookDetail = z.infer<typeof ZBestLookDetail>;
