import { DEFAULT_ROLE } from './constants';
import { addDays, isValidIsoDate } from './dates';

// Member tiers earned by spend (issue 14): completed visits' spend over a rolling window of 6 months.

export const TIER_WINDOW_MONTHS = 6;

/** memberType: 1 regular, 2 Silver, 3 Gold, 4 Diamond (spec §3). */
export type MemberType = 1 | 2 | 3 | 4;

/** Minimum spend (VND, within the window) for each tier; Silver from the first paid visit. */
export interface TierThresholds {
  silver: number;
  gold: number;
  diamond: number;
}

export const DEFAULT_TIER_THRESHOLDS: TierThresholds = { silver: 1, gold: 1_200_000, diamond: 3_000_000 };

export interface TierPerks {
  /** Percent off service combos at the salon. */
  comboDiscountPercent: number;
  /** Days after today that can be booked (the role's daysBookFuture). */
  daysBookFuture: number;
  /** Days after today shown in the date dropdown (the role's maxDaysBookFuture). */
  maxDaysBookFuture: number;
  /** Business Class room (private room, master stylist) without a surcharge. */
  businessClass: boolean;
}

/** Perks per tier. Regular customers get the spec's default role (§9: 1 day ahead, 2 shown). */
export const TIER_PERKS: Record<MemberType, TierPerks> = {
  1: { comboDiscountPercent: 0, daysBookFuture: DEFAULT_ROLE.daysBookFuture, maxDaysBookFuture: DEFAULT_ROLE.maxDaysBookFuture, businessClass: false },
  2: { comboDiscountPercent: 5, daysBookFuture: 2, maxDaysBookFuture: 2, businessClass: false },
  3: { comboDiscountPercent: 10, daysBookFuture: 4, maxDaysBookFuture: 4, businessClass: false },
  4: { comboDiscountPercent: 15, daysBookFuture: 6, maxDaysBookFuture: 6, businessClass: true },
};

export const TIER_NAMES: Record<MemberType, string | null> = { 1: null, 2: 'Silver', 3: 'Gold', 4: 'Diamond' };

export const asMemberType = (value: number): MemberType => (value >= 4 ? 4 : value >= 1 ? (Math.floor(value) as MemberType) : 1);

export const perksOf = (memberType: number): TierPerks => TIER_PERKS[asMemberType(memberType)];

/** The threshold of a tier (regular: 0). */
export function tierThreshold(memberType: MemberType, thresholds: TierThresholds): number {
  return memberType === 4 ? thresholds.diamond : memberType === 3 ? thresholds.gold : memberType === 2 ? thresholds.silver : 0;
}

/** The tier a spend (VND within the window) earns. */
export function tierForSpend(spend: number, thresholds: TierThresholds = DEFAULT_TIER_THRESHOLDS): MemberType {
  if (spend >= thresholds.diamond) return 4;
  if (spend >= thresholds.gold) return 3;
  if (spend >= thresholds.silver && spend > 0) return 2;
  return 1;
}

/** First day (ISO, salon zone) whose visits still count on `today`: the same day 6 months earlier. */
export function tierWindowStart(today: string): string {
  if (!isValidIsoDate(today)) throw new Error(`not an ISO date: ${today}`);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) - TIER_WINDOW_MONTHS;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  // The window is "the last 6 months": from the day after the same date 6 months ago.
  return addDays(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, 1);
}

export interface TierProgress {
  memberType: MemberType;
  spend: number;
  /** The next tier up, null for Diamond. */
  nextTier: MemberType | null;
  /** Spend still needed within the window to reach the next tier (0 when none). */
  toNextTier: number;
  /** Spend that must still count within the window to keep the current tier (regular: 0). */
  toKeep: number;
}

export function tierProgress(spend: number, thresholds: TierThresholds = DEFAULT_TIER_THRESHOLDS): TierProgress {
  const memberType = tierForSpend(spend, thresholds);
  const nextTier = memberType < 4 ? ((memberType + 1) as MemberType) : null;
  return {
    memberType,
    spend,
    nextTier,
    toNextTier: nextTier ? Math.max(0, tierThreshold(nextTier, thresholds) - spend) : 0,
    toKeep: memberType > 1 ? tierThreshold(memberType, thresholds) : 0,
  };
}
