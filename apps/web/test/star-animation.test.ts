import { describe, expect, it } from 'vitest';
import { STAR_ANIMATION_MS, starsAt } from '../src/features/account/star-animation';

// Spec §9: the rating animation ticks every 400 ms over 0 to 5.

describe('rating star animation', () => {
  it('lights one more star every 400 ms and stops at 5', () => {
    expect([0, 399, 400, 799, 800, 1600, 2000, 2400, 10_000].map(starsAt)).toEqual([0, 0, 1, 1, 2, 4, 5, 5, 5]);
    expect(STAR_ANIMATION_MS).toBe(2000);
  });

  it('never goes below 0', () => {
    expect(starsAt(-50)).toBe(0);
    expect(starsAt(Number.NaN)).toBe(0);
  });
});
