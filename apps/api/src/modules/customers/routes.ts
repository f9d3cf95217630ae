import { ZOk, ZUser } from '@shine/shared/schemas/auth';
import { ZLang, ZPhone, envelope } from '@shine/shared/schemas/common';
import { ZConsentBody, ZUpdateCustomerBody } from '@shine/shared/schemas/customer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../../plugins/auth.ts';
import { phoneLookupLimit } from '../../plugins/phone-limits.ts';
import { agreeProtectPersonal } from './agree-protect-personal.ts';
import { checkRegistered } from './check-registered.ts';
import { updateCustomer } from './update-customer.ts';

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  app.put(
    '/api/v1/customer',
    {
      schema: {
        tags: ['customer'],
        summary: 'PUT customer: the logged-in customer edits name, email, date of birth (DD/MM/YYYY)',
        security: [{ bearer: [] }],
        body: ZUpdateCustomerBody,
        response: { 200: envelope(ZUser) },
      },
    },
    async (request) => ({ data: await updateCustomer(app.deps, requireCustomer(request), request.body) }),
  );

  app.post(
    '/api/v1/customer/agree-protect-personal',
    {
      schema: {
        tags: ['customer'],
        summary: 'postAgreeProtectPersonalInfo: records the privacy consent of a phone (purpose, version of the text, time)',
        body: ZConsentBody,
        response: { 200: envelope(ZOk) },
      },
      config,
    },
    async (request) => {
      await agreeProtectPersonal(app.deps, request.body);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/api/v1/app-customer/check-registered',
    {
      schema: {
        tags: ['customer'],
        summary: 'Whether a phone has an account with a password',
        querystring: z.object({ phone: ZPhone, lang: ZLang }),
        response: { 200: envelope(z.object({ isRegistered: z.boolean() })) },
      },
      config,
      preHandler: phoneLookupLimit(app),
    },
    async (request) => ({ data: { isRegistered: await checkRegistered(app.deps, request.query.phone) } }),
  );
};
