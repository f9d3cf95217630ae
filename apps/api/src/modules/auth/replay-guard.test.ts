import { describe, expect, it } from 'vitest';
import { memoryReplayGuard } from './replay-guard.ts';

describe('memoryReplayGuard (a captcha solution counts once)', () => {
  it('refuses a second claim until the first expires', async () => {
    const guard = memoryReplayGuard(0);
    const now = new Date('2026-11-21T01:00:00Z');
    const expires = new Date(now.getTime() + 60_000);
    expect(await guard.claim('sig', expires, now)).toBe(true);
    expect(await guard.claim('sig', expires, new Date(now.getTime() + 59_000))).toBe(false);
    expect(await guard.claim('other', expires, now)).toBe(true);
    // Past its expiry the solution itself is refused by the captcha check; the guard may forget it.
    expect(await guard.claim('sig', new Date(now.getTime() + 120_000), new Date(now.getTime() + 60_000))).toBe(true);
  });
});
