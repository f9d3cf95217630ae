import { translate } from '@shine/shared';
import { ZOk } from '@shine/shared/schemas/auth';
import { ZOtpResult } from '@shine/shared/schemas/booking';
import { ZLang, envelope } from '@shine/shared/schemas/common';
import { ZDeleteAccountBody } from '@shine/shared/schemas/customer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLang } from '../../lib/lang.ts';
import { requireCustomer } from '../../plugins/auth.ts';
import { deleteAccount, sendDeleteAccountOtp } from './delete-account.ts';

/** /delete-account page (spec §2): OTP-confirmed deletion of the logged-in account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  app.post(
    '/api/v1/customer/delete-account/otp',
    {
      schema: {
        tags: ['customer'],
        summary: 'Sends the code confirming the deletion to the logged-in phone',
        security: [{ bearer: [] }],
        querystring: z.object({ lang: ZLang }),
        response: { 200: envelope(ZOtpResult) },
      },
      config,
    },
    async (request) => ({ data: await sendDeleteAccountOtp(app.deps, requireCustomer(request), requestLang(request)) }),
  );

  app.post(
    '/api/v1/customer/delete-account',
    {
      schema: {
        tags: ['customer'],
        summary: 'Deletes the account: upcoming bookings canceled, person anonymised, sessions revoked',
        security: [{ bearer: [] }],
        body: ZDeleteAccountBody,
        response: { 200: envelope(ZOk) },
      },
      config,
    },
    async (request) => {
      await deleteAccount(app.deps, requireCustomer(request), request.body.otp);
      return { data: { ok: true as const }, message: translate(requestLang(request), 'account.deleted') };
    },
  );
};
