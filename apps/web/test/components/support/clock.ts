import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fixes the time the app's clock (src/lib/clock.ts) reads, and the timers its countdowns use. Only
 * Date and the timer functions are faked: promises, MSW and jsdom's animation frames run as usual.
 */
export function fixClock(iso: string): void {
  vi.useFakeTimers({ now: new Date(iso), toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
}

/** Moves the clock on by `ms` at once, running the timers due meanwhile, and lets React render. */
export function advanceClock(ms: number): void {
  act(() => vi.advanceTimersByTime(ms));
}

/** Lets `seconds` pass one by one, rendering after each: countdowns that re-arm every second tick as in a browser. */
export function passSeconds(seconds: number): void {
  for (let i = 0; i < seconds; i += 1) advanceClock(1000);
}
