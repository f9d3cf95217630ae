import { callApiBare } from '../../../lib/api-client';
import type { AltchaChallenge } from '../altcha';

/** GET /api/v1/auth/captcha: an ALTCHA proof-of-work challenge, bare (its answer goes in `recaptcha`). */
export const getCaptcha = (signal?: AbortSignal): Promise<AltchaChallenge> => callApiBare('GET /api/v1/auth/captcha', { signal });
