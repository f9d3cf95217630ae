import { ApiError } from '../../../lib/api-client';
import type { AltchaChallenge } from '../../auth';

/** GET /api/v1/sti-connects/captcha: the forms' ALTCHA challenge (its answer goes in `altcha`). */
export async function getFormCaptcha(signal?: AbortSignal): Promise<AltchaChallenge> {
  const response = await fetch('/api/v1/sti-connects/captcha', { headers: { Accept: 'application/json' }, signal });
  const body = (await response.json().catch(() => null)) as Partial<AltchaChallenge> | null;
  if (!response.ok || !body?.challenge || !body.salt) throw new ApiError(response.status, '', 'CAPTCHA_UNAVAILABLE');
  return body as AltchaChallenge;
}
