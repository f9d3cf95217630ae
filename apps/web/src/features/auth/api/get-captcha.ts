import { ApiError } from '../../../lib/api-client';
import type { AltchaChallenge } from '../altcha';

/**
 * GET /api/v1/auth/captcha: an ALTCHA proof-of-work challenge (its answer goes in `recaptcha`).
 * The challenge may come bare (altcha-lib's shape) or in the usual `{ data }` envelope.
 */
export async function getCaptcha(signal?: AbortSignal): Promise<AltchaChallenge> {
  const response = await fetch('/api/v1/auth/captcha', { headers: { Accept: 'application/json' }, signal });
  const body = (await response.json().catch(() => null)) as (Partial<AltchaChallenge> & { data?: AltchaChallenge; message?: string }) | null;
  const challenge = body?.data ?? body;
  if (!response.ok || !challenge?.challenge || !challenge.salt) {
    throw new ApiError(response.status, body?.message ?? '', 'CAPTCHA_UNAVAILABLE');
  }
  return challenge as AltchaChallenge;
}
