import { translate } from '@shine/shared';
import { ZChangePasswordBody, ZOk, ZUser } from '@shine/shared/schemas/auth';
import { ZLang, envelope } from '@shine/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLang } from '../../lib/lang.ts';
import { forgetCachedSession, requireCustomer } from '../../plugins/auth.ts';
import type { AuthStores } from './auth-stores.ts';
import { changePassword } from './change-password.ts';
import { getCurrentUser } from './get-current-user.ts';
import { logOut } from './log-out.ts';

/** Calls of a logged-in customer about his session (Bearer token; 401 without a valid one). */
export const sessionRoutes: FastifyPluginAsyncZod<{ stores: AuthStores }> = async (app, { stores }) => {
  const config = { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  app.post(
    '/api/v1/auth/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Login step 4: set the 6-digit password of the logged-in phone (other sessions are closed)',
        security: [{ bearer: [] }],
        body: ZChangePasswordBody,
        response: { 200: envelope(ZOk) },
      },
      config,
    },
    async (request) => {
      const caller = requireCustomer(request);
      await changePassword(app.deps, stores, { caller, ...request.body });
      return { data: { ok: true as const }, message: translate(requestLang(request), 'toast.passwordSet') };
    },
  );

  app.get(
    '/api/v1/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user (fetched on start)',
        security: [{ bearer: [] }],
        querystring: z.object({ lang: ZLang }),
        response: { 200: envelope(ZUser) },
      },
    },
    async (request) => ({ data: await getCurrentUser(app.deps, requireCustomer(request)) }),
  );

  app.post(
    '/api/v1/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revokes this session; its token answers 401 from then on',
        security: [{ bearer: [] }],
        querystring: z.object({ lang: ZLang }),
        response: { 200: envelope(ZOk) },
      },
      config,
    },
    async (request) => {
      await logOut(app.deps, requireCustomer(request));
      // The read-only routes' moments-old copy of it goes too (readOnlySession): 401 at once on this instance.
      forgetCachedSession(app, request);
      return { data: { ok: true as const }, message: translate(requestLang(request), 'toast.logoutSuccess') };
    },
  );
};
