/**
 * Pure rules of offers and games (issue 13): golden-hour status, countdown parts, and the lucky wheel's
 * weighted draw where slices that cannot be awarded give their weight to the consolation slice.
 */

export type GoldenHourStatus = 'upcoming' | 'open' | 'ended' | 'soldOut';

/** Before the window: upcoming; in it: open unless no stock left; after: ended. */
export function goldenHourStatus(now: Date, opensAt: Date, closesAt: Date, remaining: number): GoldenHourStatus {
  if (now.getTime() < opensAt.getTime()) return 'upcoming';
  if (now.getTime() >= closesAt.getTime()) return 'ended';
  return remaining > 0 ? 'open' : 'soldOut';
}

/** Milliseconds to days, hours, minutes, seconds (never negative) for a countdown. */
export function countdownParts(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

export type WheelSlice = { id: number; weight: number; available: boolean; isConsolation: boolean };

/**
 * The effective weights of a draw: an unavailable slice (out of stock, or a voucher the customer already
 * holds) weighs 0 and its weight moves to the consolation slice, so the odds of the others never change.
 */
export function effectiveWeights(slices: readonly WheelSlice[]): { id: number; weight: number }[] {
  const moved = slices.filter((s) => !s.available && !s.isConsolation).reduce((sum, s) => sum + s.weight, 0);
  return slices.map((s) => ({ id: s.id, weight: s.isConsolation ? s.weight + moved : s.available ? s.weight : 0 }));
}

/**
 * Picks a slice: `roll` is a whole number in [0, total weight) from a CSPRNG (crypto.randomInt).
 * Returns the slice id whose cumulative range holds the roll.
 */
export function pickSlice(weights: readonly { id: number; weight: number }[], roll: number): number {
  let acc = 0;
  for (const w of weights) {
    acc += w.weight;
    if (roll < acc) return w.id;
  }
  const last = [...weights].reverse().find((w) => w.weight > 0);
  if (!last) throw new Error('a wheel needs a slice with weight');
  return last.id;
}

export const totalWeight = (weights: readonly { weight: number }[]) => weights.reduce((sum, w) => sum + w.weight, 0);

/** Rotation (degrees, clockwise) that brings slice `index` of `count` under the pointer at the top, after `turns` full turns. */
export function wheelRotation(index: number, count: number, turns = 6): number {
  const slice = 360 / count;
  return turns * 360 + (360 - (index * slice + slice / 2));
}
