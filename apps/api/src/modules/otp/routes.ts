import * as contracts from '@shine/shared/contracts/otp';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLang } from '../../lib/lang.ts';
import { routeOf } from '../../lib/route-of.ts';
import { sendCustomerOtp } from './send-customer-otp.ts';

export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.sendCustomerOtp, {
      tags: ['auth'],
      summary: 'getOpt for login (or account deletion): 6-digit code, zalo then sms; 5 per phone per 10 minutes',
      description: 'A chosen `method` starts the rotation. `recaptcha` is accepted and not required: per-phone and per-IP limits apply.',
    }),
    config: { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    handler: async (request) => ({ data: await sendCustomerOtp(app.deps, { ...request.body, caller: request.customer, lang: requestLang(request) }) }),
  });
};
