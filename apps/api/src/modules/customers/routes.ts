import * as contracts from '@shine/shared/contracts/customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import { requireCustomer } from '../../plugins/auth.ts';
import { phoneLookupLimit } from '../../plugins/phone-limits.ts';
import { agreeProtectPersonal } from './agree-protect-personal.ts';
import { checkRegistered } from './check-registered.ts';
import { updateCustomer } from './update-customer.ts';

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  app.route({
    ...routeOf(contracts.updateCustomerProfile, {
      tags: ['customer'],
      summary: 'PUT customer: the logged-in customer edits name, email, date of birth (DD/MM/YYYY)',
      security: [{ bearer: [] }],
    }),
    handler: async (request) => ({ data: await updateCustomer(app.deps, requireCustomer(request), request.body) }),
  });

  app.route({
    ...routeOf(contracts.agreeProtectPersonal, {
      tags: ['customer'],
      summary: 'postAgreeProtectPersonalInfo: records the privacy consent of a phone (purpose, version of the text, time)',
    }),
    config,
    handler: async (request) => {
      await agreeProtectPersonal(app.deps, request.body);
      return { data: { ok: true as const } };
    },
  });

  app.route({
    ...routeOf(contracts.checkPhoneRegistered, { tags: ['customer'], summary: 'Whether a phone has an account with a password' }),
    config,
    preHandler: phoneLookupLimit(app),
    handler: async (request) => ({ data: { isRegistered: await checkRegistered(app.deps, request.query.phone) } }),
  });
};
