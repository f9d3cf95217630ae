import { describe, expect, it } from 'vitest';
import { countdownParts, effectiveWeights, goldenHourStatus, pickSlice, totalWeight, wheelRotation } from './rewards';

describe('golden hour status (issue 13: time-boxed, limited quantity)', () => {
  const opens = new Date('2026-11-23T02:00:00Z');
  const closes = new Date('2026-11-23T14:00:00Z');
  it('is upcoming before the window, open in it, ended at its close', () => {
    expect(goldenHourStatus(new Date('2026-11-23T01:59:59Z'), opens, closes, 5)).toBe('upcoming');
    expect(goldenHourStatus(opens, opens, closes, 5)).toBe('open');
    expect(goldenHourStatus(closes, opens, closes, 5)).toBe('ended');
  });
  it('is sold out in the window when nothing is left', () => {
    expect(goldenHourStatus(new Date('2026-11-23T03:00:00Z'), opens, closes, 0)).toBe('soldOut');
  });
});

describe('countdown', () => {
  it('splits milliseconds and never goes negative', () => {
    expect(countdownParts(((1 * 24 + 2) * 3600 + 3 * 60 + 4) * 1000 + 999)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('lucky wheel draw (server picks, configured weights)', () => {
  const slices = [
    { id: 1, weight: 30, available: true, isConsolation: false },
    { id: 2, weight: 10, available: false, isConsolation: false },
    { id: 3, weight: 60, available: true, isConsolation: true },
  ];
  it('moves the weight of an unavailable prize to the consolation prize', () => {
    expect(effectiveWeights(slices)).toEqual([
      { id: 1, weight: 30 },
      { id: 2, weight: 0 },
      { id: 3, weight: 70 },
    ]);
    expect(totalWeight(effectiveWeights(slices))).toBe(100);
  });
  it('maps every roll to the slice whose range holds it', () => {
    const w = effectiveWeights(slices);
    expect(pickSlice(w, 0)).toBe(1);
    expect(pickSlice(w, 29)).toBe(1);
    expect(pickSlice(w, 30)).toBe(3);
    expect(pickSlice(w, 99)).toBe(3);
  });
  it('lands the pointer in the middle of the won slice', () => {
    expect(wheelRotation(0, 8, 0)).toBe(360 - 22.5);
    expect(wheelRotation(2, 4, 1) % 360).toBe(360 - 225);
  });
});
