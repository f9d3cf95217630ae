import { callApiBare } from '../../../lib/api-client';
import type { AltchaChallenge } from '../../auth';

/** GET /api/v1/sti-connects/captcha: the forms' ALTCHA challenge, bare (its answer goes in `altcha`). */
export const getFormCaptcha = (signal?: AbortSignal): Promise<AltchaChallenge> => callApiBare('GET /api/v1/sti-connects/captcha', { signal });
