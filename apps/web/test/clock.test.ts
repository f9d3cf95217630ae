import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/lib/api-client';
import { adoptServerNow, CLOCK_TOLERANCE_MS, clockOffset, followServerClock, now, nowMs } from '../src/lib/clock';

// Style guide: one clock in the browser too. The app reads "now" through lib/clock, which follows the
// server's clock (fixed by CLOCK_NOW outside production) when the two disagree by more than 5 s.

const BROWSER_NOW = Date.parse('2026-11-22T20:00:00.000Z');

afterEach(() => {
  adoptServerNow(new Date(BROWSER_NOW).toISOString(), BROWSER_NOW);
  vi.useRealTimers();
});

describe('the web clock', () => {
  it("is the browser's time by default", () => {
    vi.useFakeTimers({ now: BROWSER_NOW });
    expect(clockOffset()).toBe(0);
    expect(nowMs()).toBe(BROWSER_NOW);
    expect(now().toISOString()).toBe('2026-11-22T20:00:00.000Z');
  });

  it('follows a server whose clock is fixed elsewhere, and keeps running from there', () => {
    vi.useFakeTimers({ now: BROWSER_NOW });
    adoptServerNow('2026-11-23T09:15:00+07:00', BROWSER_NOW - 200, BROWSER_NOW + 200);
    expect(now().toISOString()).toBe('2026-11-23T02:15:00.000Z');
    vi.advanceTimersByTime(60_000);
    expect(now().toISOString()).toBe('2026-11-23T02:16:00.000Z');
  });

  it('ignores a difference within the tolerance (latency, a phone a few seconds off)', () => {
    vi.useFakeTimers({ now: BROWSER_NOW });
    adoptServerNow(new Date(BROWSER_NOW + CLOCK_TOLERANCE_MS).toISOString(), BROWSER_NOW);
    expect(clockOffset()).toBe(0);
    adoptServerNow(new Date(BROWSER_NOW + CLOCK_TOLERANCE_MS + 1).toISOString(), BROWSER_NOW);
    expect(clockOffset()).toBe(CLOCK_TOLERANCE_MS + 1);
  });

  it('asks GET /api/v1/clock once; a failed or odd answer leaves the time as it was', async () => {
    vi.useFakeTimers({ now: BROWSER_NOW });
    const ask = vi.fn(async () => ({ now: '2026-11-23T02:15:00.000Z' }));
    await followServerClock(ask);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(now().toISOString()).toBe('2026-11-23T02:15:00.000Z');

    await followServerClock(async () => Promise.reject(new ApiError(503, 'busy')));
    await followServerClock(async () => ({ now: 'yesterday' }));
    await followServerClock(async () => Promise.reject(new ApiError(0, 'offline', 'NETWORK_ERROR')));
    expect(now().toISOString()).toBe('2026-11-23T02:15:00.000Z');
  });
});
