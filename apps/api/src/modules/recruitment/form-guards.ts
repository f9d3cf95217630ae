import { createHash, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { withFallback } from '../../lib/redis.ts';
import { captchaSolved, type ReplayGuard, memoryReplayGuard, redisReplayGuard } from '../auth/index.ts';
import { FormError, fieldError } from './form-error.ts';

/**
 * What every form of this module goes through before anything is stored: an ALTCHA solution used once
 * (as login uses it), a limit per phone on top of the per-IP limit of the route, and the reference the
 * applicant gets back.
 */
export type FormGuards = {
  checkCaptcha(payload: string): Promise<void>;
  checkPhone(request: FastifyRequest, phone: string): Promise<void>;
};

export function createFormGuards(app: FastifyInstance): FormGuards {
  const deps = app.deps;
  const used: ReplayGuard =
    deps.redis && deps.redisGuard
      ? withFallback(redisReplayGuard(deps.redis, 'forms:captcha-used:'), memoryReplayGuard(), deps.redisGuard)
      : memoryReplayGuard();
  const perPhone = app.createRateLimit({
    max: deps.config.LIMIT_FORMS_PER_PHONE_PER_DAY,
    timeWindow: 24 * 3_600_000,
    keyGenerator: (request) => `forms-phone:${(request as FastifyRequest & { formPhone?: string }).formPhone ?? ''}`,
  });
  return {
    async checkCaptcha(payload) {
      if (!(await captchaSolved(deps, used, payload))) throw fieldError([{ path: 'altcha', key: 'captcha.invalid' }]);
    },
    async checkPhone(request, phone) {
      (request as FastifyRequest & { formPhone?: string }).formPhone = phone;
      const result = await perPhone(request);
      if (!result.isAllowed && result.isExceeded) throw new FormError(429, 'TOO_MANY_REQUESTS', 'form.tooMany');
    },
  };
}

/** Per-IP limit of the form routes (route config of @fastify/rate-limit). */
export const formRateLimit = (deps: AppDeps) => ({
  rateLimit: {
    max: deps.config.LIMIT_FORMS_PER_IP_PER_HOUR,
    timeWindow: '1 hour',
  },
});

// Crockford's base32 without look-alikes (no I, L, O, U): easy to read out on the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** "NQ-7K4M2Q": a prefix per form and six random characters (about a billion values). */
export function newReference(prefix: 'NQ' | 'HT' | 'UV'): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}

/** Same content → same key: a request sent twice (double tap, resend after a timeout) is found again. */
export function contentKey(parts: Record<string, unknown>): string {
  const ordered = Object.keys(parts)
    .sort()
    .map((key) => [key, parts[key] ?? null]);
  return createHash('sha256').update(JSON.stringify(ordered)).digest('hex');
}
