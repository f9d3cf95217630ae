import { RATING_ANIMATION_TICK_MS, RATING_MAX_STAR } from '@shine/shared/rules/constants';

/**
 * Stars lit by the rating animation `elapsedMs` after it started (spec §9: one star more every 400 ms,
 * from 0 to 5). It ends on 5, the value preselected until the customer picks another.
 */
export function starsAt(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 0;
  return Math.min(RATING_MAX_STAR, Math.floor(elapsedMs / RATING_ANIMATION_TICK_MS));
}

/** Milliseconds until the animation has lit every star. */
export const STAR_ANIMATION_MS = RATING_MAX_STAR * RATING_ANIMATION_TICK_MS;
