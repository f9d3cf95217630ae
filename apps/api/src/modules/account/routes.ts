import { translate } from '@shine/shared';
import * as contracts from '@shine/shared/contracts/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLang } from '../../lib/lang.ts';
import { routeOf } from '../../lib/route-of.ts';
import { requireCustomer } from '../../plugins/auth.ts';
import { deleteAccount, sendDeleteAccountOtp } from './delete-account.ts';

const customer = { tags: ['customer'], security: [{ bearer: [] }] };

/** /delete-account page (spec §2): OTP-confirmed deletion of the logged-in account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  app.route({
    ...routeOf(contracts.sendDeleteAccountOtp, { ...customer, summary: 'Sends the code confirming the deletion to the logged-in phone' }),
    config,
    handler: async (request) => ({ data: await sendDeleteAccountOtp(app.deps, requireCustomer(request), requestLang(request)) }),
  });

  app.route({
    ...routeOf(contracts.deleteAccount, { ...customer, summary: 'Deletes the account: upcoming bookings canceled, person anonymised, sessions revoked' }),
    config,
    handler: async (request) => {
      await deleteAccount(app.deps, requireCustomer(request), request.body.otp);
      return { data: { ok: true as const }, message: translate(requestLang(request), 'account.deleted') };
    },
  });
};
