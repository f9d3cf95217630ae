import { describe, expect, it } from 'vitest';
import { DEFAULT_TIER_THRESHOLDS, perksOf, tierForSpend, tierProgress, tierWindowStart } from './membership';

describe('member tiers earned by spend (issue 14)', () => {
  it('Silver from the first paid visit, Gold from 1.200.000, Diamond from 3.000.000', () => {
    expect(tierForSpend(0)).toBe(1);
    expect(tierForSpend(70_000)).toBe(2);
    expect(tierForSpend(1_199_999)).toBe(2);
    expect(tierForSpend(1_200_000)).toBe(3);
    expect(tierForSpend(3_000_000)).toBe(4);
  });

  it('thresholds are configurable', () => {
    expect(tierForSpend(500_000, { silver: 100_000, gold: 500_000, diamond: 900_000 })).toBe(3);
    expect(tierForSpend(50_000, { silver: 100_000, gold: 500_000, diamond: 900_000 })).toBe(1);
  });

  it('the window is the last 6 months: a visit on the same date 6 months ago no longer counts', () => {
    expect(tierWindowStart('2026-11-23')).toBe('2026-05-24');
    expect(tierWindowStart('2026-08-31')).toBe('2026-03-01');
    expect(tierWindowStart('2026-03-15')).toBe('2025-09-16');
  });

  it('progress: what is left to reach the next tier and what keeps the current one', () => {
    expect(tierProgress(1_000_000)).toEqual({ memberType: 2, spend: 1_000_000, nextTier: 3, toNextTier: 200_000, toKeep: 1 });
    expect(tierProgress(3_500_000)).toMatchObject({ memberType: 4, nextTier: null, toNextTier: 0, toKeep: DEFAULT_TIER_THRESHOLDS.diamond });
    expect(tierProgress(0)).toMatchObject({ memberType: 1, nextTier: 2, toNextTier: 1, toKeep: 0 });
  });

  it('perks grow with the tier: days of booking ahead feed the role', () => {
    expect([1, 2, 3, 4].map((m) => perksOf(m).maxDaysBookFuture)).toEqual([2, 2, 4, 6]);
    expect(perksOf(4).businessClass).toBe(true);
    expect(perksOf(99)).toEqual(perksOf(4));
  });
});
