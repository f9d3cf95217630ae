import { translate } from '@shine/shared';
import * as contracts from '@shine/shared/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLang } from '../../lib/lang.ts';
import { routeOf } from '../../lib/route-of.ts';
import { forgetCachedSession, requireCustomer } from '../../plugins/auth.ts';
import type { AuthStores } from './auth-stores.ts';
import { changePassword } from './change-password.ts';
import { getCurrentUser } from './get-current-user.ts';
import { logOut } from './log-out.ts';

const session = { tags: ['auth'], security: [{ bearer: [] }] };

/** Calls of a logged-in customer about his session (Bearer token; 401 without a valid one). */
export const sessionRoutes: FastifyPluginAsyncZod<{ stores: AuthStores }> = async (app, { stores }) => {
  const config = { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  app.route({
    ...routeOf(contracts.setCustomerPassword, {
      ...session,
      summary: 'Login step 4: set the 6-digit password of the logged-in phone (other sessions are closed)',
    }),
    config,
    handler: async (request) => {
      const caller = requireCustomer(request);
      await changePassword(app.deps, stores, { caller, ...request.body });
      return { data: { ok: true as const }, message: translate(requestLang(request), 'toast.passwordSet') };
    },
  });

  app.route({
    ...routeOf(contracts.getLoggedInUser, { ...session, summary: 'The logged-in user (fetched on start)' }),
    handler: async (request) => ({ data: await getCurrentUser(app.deps, requireCustomer(request)) }),
  });

  app.route({
    ...routeOf(contracts.logOutCustomer, { ...session, summary: 'Revokes this session; its token answers 401 from then on' }),
    config,
    handler: async (request) => {
      await logOut(app.deps, requireCustomer(request));
      // The read-only routes' moments-old copy of it goes too (readOnlySession): 401 at once on this instance.
      forgetCachedSession(app, request);
      return { data: { ok: true as const }, message: translate(requestLang(request), 'toast.logoutSuccess') };
    },
  });
};
