import { vi } from 'vitest';

/**
 * Fixes the time the app's clock (src/lib/clock.ts) reads, and the timers its countdowns use. Only
 * Date and the timer functions are faked: promises, MSW and jsdom's animation frames run as usual.
 * Move it on with `advanceClock`.
 */
export function fixClock(iso: string): void {
  vi.useFakeTimers({ now: new Date(iso), toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
}
