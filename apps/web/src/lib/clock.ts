/**
 * The web app's one clock (style guide: time comes from one clock, on the server and in the browser).
 * Every "now" reads it: today and its date labels, past hours, the day/night picture, countdowns,
 * cookie expiries, calendar stamps.
 *
 * It is the browser's time moved by an offset, 0 by default. The server's clock can be fixed or moved
 * outside production (CLOCK_NOW, CLOCK_OFFSET_MS). A server-rendered page carries the server's now in its
 * data block (`adoptServerNow` before hydrating); without a server render (the Vite dev server)
 * `followServerClock` asks GET /api/v1/clock once at start, without blocking the page. Either takes the
 * server's time only when the two differ by more than 5 s (a phone a few seconds off, or the request's own
 * latency, is not worth a jump). What was shown before that answer keeps the browser's time until it
 * renders again.
 *
 * The e2e suite does not rely on that answer arriving in time: it fixes the browser's own time with
 * Playwright's `clock.install` at the server's now (e2e/fixtures.ts), so the first render already agrees.
 */

import { callApi } from './api-client';

export const CLOCK_TOLERANCE_MS = 5_000;

let offsetMs = 0;

/** Milliseconds since the epoch, by the app's clock. */
export function nowMs(): number {
  return Date.now() + offsetMs;
}

/** The app's "now". */
export function now(): Date {
  return new Date(nowMs());
}

/** How far the app's clock is from the browser's (ms). */
export function clockOffset(): number {
  return offsetMs;
}

/**
 * Follows a server's now read between `sentAt` and `receivedAt` (browser epoch ms): the answer is taken as
 * of the request's midpoint; a difference within the tolerance leaves the browser's time. Returns the offset.
 */
export function adoptServerNow(serverIso: string, sentAt: number = Date.now(), receivedAt: number = sentAt): number {
  const server = Date.parse(serverIso);
  if (!Number.isFinite(server)) return offsetMs;
  const difference = server - (sentAt + receivedAt) / 2;
  offsetMs = Math.abs(difference) > CLOCK_TOLERANCE_MS ? Math.round(difference) : 0;
  return offsetMs;
}

/** Asks the server's now once (GET /api/v1/clock) and follows it; a failed request leaves the browser's time. */
export async function followServerClock(ask: () => Promise<{ now: string }> = () => callApi('GET /api/v1/clock')): Promise<void> {
  try {
    const sentAt = Date.now();
    const { now: serverNow } = await ask();
    adoptServerNow(serverNow, sentAt, Date.now());
  } catch {
    // Offline or the API unreachable: the browser's time is the best there is.
  }
}
