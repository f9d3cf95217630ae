import { ZCaptchaChallenge, ZLoginBody, ZLoginOtpBody, ZLoginOtpResult, ZLoginResult, ZVerifyBody, ZVerifyResult } from '@shine/shared/schemas/auth';
import { envelope } from '@shine/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthStores, createAuthStores } from './auth-stores.ts';
import { createCaptcha } from './captcha.ts';
import { logInWithOtp } from './log-in-with-otp.ts';
import { logInWithPassword } from './log-in-with-password.ts';
import { sessionRoutes } from './session-routes.ts';
import { verifyPhone } from './verify-phone.ts';
import { phoneLookupLimit } from '../../plugins/phone-limits.ts';

/** Login modal calls (spec §4, §7 Auth); every one limited per IP on top of the per-phone rules. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const stores = createAuthStores(app.deps);
  await app.register(loginRoutes, { stores });
  await app.register(sessionRoutes, { stores });
};

const loginRoutes: FastifyPluginAsyncZod<{ stores: AuthStores }> = async (app, { stores }) => {
  const config = { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  app.post(
    '/api/v1/auth/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Login step 1: isNewUser (no password account) and whether a captcha is already required',
        body: ZVerifyBody,
        response: { 200: envelope(ZVerifyResult) },
      },
      config,
      preHandler: phoneLookupLimit(app),
    },
    async (request) => ({ data: await verifyPhone(app.deps, stores, request.body) }),
  );

  app.get(
    '/api/v1/auth/captcha',
    {
      schema: {
        tags: ['auth'],
        summary: 'ALTCHA challenge for the widget; its solution goes in the `recaptcha` field of login',
        response: { 200: ZCaptchaChallenge },
      },
      config,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createCaptcha(app.deps);
    },
  );

  app.post(
    '/api/v1/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Login step 2: phone + 6-digit password (+ captcha solution after more than 2 failures)',
        description:
          '400 LOGIN_FAILED carries `captchaRequired`; 400 CAPTCHA_REQUIRED when a valid, unused solution is missing; 423 PASSWORD_LOGIN_PAUSED after 10 failures in 15 minutes (15 min, doubling up to 24 h; code login stays open).',
        body: ZLoginBody,
        response: { 200: envelope(ZLoginResult) },
      },
      config,
    },
    async (request) => ({ data: await logInWithPassword(app.deps, stores, request.body) }),
  );

  app.post(
    '/api/v1/auth/login-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Login step 3: the code from otp/send opens a session (the customer is created if new)',
        body: ZLoginOtpBody,
        response: { 200: envelope(ZLoginOtpResult) },
      },
      config,
    },
    async (request) => ({ data: await logInWithOtp(app.deps, stores, request.body) }),
  );
};
