import { CAPTCHA_LIFETIME_MS } from '@shine/shared';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { ReplayGuard } from './replay-guard.ts';

/** What the widget sends back, base64 JSON, in the spec's `recaptcha` field. */
const ZSolution = z.object({
  algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
  challenge: z.string().max(200),
  number: z.number().int().nonnegative(),
  salt: z.string().max(300),
  signature: z.string().max(200),
});

/** Self-hosted ALTCHA proof of work (architecture: captcha), as hard as `CAPTCHA_MAX_NUMBER` says. */
export function createCaptcha(deps: Pick<AppDeps, 'config' | 'clock'>) {
  return createChallenge({
    hmacKey: deps.config.ALTCHA_HMAC_KEY,
    maxnumber: deps.config.CAPTCHA_MAX_NUMBER,
    expires: new Date(deps.clock.now().getTime() + CAPTCHA_LIFETIME_MS),
  });
}

function decode(payload: string) {
  try {
    const parsed = ZSolution.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True when `payload` solves one of our challenges that has not expired (by the injected clock) and
 * was not used before: a solution opens one login attempt only.
 */
export async function captchaSolved(deps: Pick<AppDeps, 'config' | 'clock'>, used: ReplayGuard, payload: string): Promise<boolean> {
  const solution = decode(payload);
  if (!solution) return false;
  const now = deps.clock.now();
  const expiresSeconds = Number(extractParams(solution).expires);
  if (!Number.isFinite(expiresSeconds) || expiresSeconds * 1000 <= now.getTime()) return false;
  if (!(await verifySolution(solution, deps.config.ALTCHA_HMAC_KEY, false))) return false;
  return used.claim(solution.signature, new Date(expiresSeconds * 1000), now);
}
