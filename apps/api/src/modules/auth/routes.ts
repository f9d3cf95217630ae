import * as contracts from '@shine/shared/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
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

  app.route({
    ...routeOf(contracts.verifyLoginPhone, {
      tags: ['auth'],
      summary: 'Login step 1: isNewUser (no password account) and whether a captcha is already required',
    }),
    config,
    preHandler: phoneLookupLimit(app),
    handler: async (request) => ({ data: await verifyPhone(app.deps, stores, request.body) }),
  });

  app.route({
    ...routeOf(contracts.getLoginCaptcha, { tags: ['auth'], summary: 'ALTCHA challenge for the widget; its solution goes in the `recaptcha` field of login' }),
    config,
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createCaptcha(app.deps);
    },
  });

  app.route({
    ...routeOf(contracts.logInWithPassword, {
      tags: ['auth'],
      summary: 'Login step 2: phone + 6-digit password (+ captcha solution after more than 2 failures)',
      description:
        '400 LOGIN_FAILED carries `captchaRequired`; 400 CAPTCHA_REQUIRED when a valid, unused solution is missing; 423 PASSWORD_LOGIN_PAUSED after 10 failures in 15 minutes (15 min, doubling up to 24 h; code login stays open).',
    }),
    config,
    handler: async (request) => ({ data: await logInWithPassword(app.deps, stores, request.body) }),
  });

  app.route({
    ...routeOf(contracts.logInWithOtp, {
      tags: ['auth'],
      summary: 'Login step 3: the code from otp/send opens a session (the customer is created if new)',
    }),
    config,
    handler: async (request) => ({ data: await logInWithOtp(app.deps, stores, request.body) }),
  });
};
