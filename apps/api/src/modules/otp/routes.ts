import { ZOtpSendBody } from '@shine/shared/schemas/auth';
import { ZOtpResult } from '@shine/shared/schemas/booking';
import { envelope } from '@shine/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLang } from '../../lib/lang.ts';
import { sendCustomerOtp } from './send-customer-otp.ts';

export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/otp/send',
    {
      schema: {
        tags: ['auth'],
        summary: 'getOpt for login (or account deletion): 6-digit code, zalo then sms; 5 per phone per 10 minutes',
        description: 'A chosen `method` starts the rotation. `recaptcha` is accepted and not required: per-phone and per-IP limits apply.',
        body: ZOtpSendBody,
        response: { 200: envelope(ZOtpResult) },
      },
      config: { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => ({ data: await sendCustomerOtp(app.deps, { ...request.body, caller: request.customer, lang: requestLang(request) }) }),
  );
};
