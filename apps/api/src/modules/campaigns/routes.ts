import { translate } from '@shine/shared';
import * as contracts from '@shine/shared/contracts/campaigns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { requestLang } from '../../lib/lang.ts';
import { routeOf } from '../../lib/route-of.ts';
import { readOnlySession, requireCustomer } from '../../plugins/auth.ts';
import { sendPrepared } from '../../lib/prepared-json.ts';
import { requireSalon } from '../salons/index.ts';
import { priceServices } from '../booking/index.ts';
import { claimCode } from './claim-code.ts';
import { listCampaigns } from './list-campaigns.ts';
import { rewardDetailAnswer } from './reward-detail.ts';

const tags = ['campaigns'];

export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.listBookingCampaigns, {
      tags,
      summary: 'Campaign list: salon offers (tab 1), own vouchers when logged in as the phone (tab 2), best offer',
    }),
    handler: async (request) => {
      const q = request.query;
      return listCampaigns(app.deps, {
        salonId: q.salonId,
        serviceIds: q.services,
        campaignUsing: q.campaignUsing,
        phone: q.phone,
        date: q.dateBook,
        caller: request.customer,
        lang: q.lang,
      });
    },
  });

  app.route({
    ...routeOf(contracts.getBookingRewardDetail, {
      tags,
      summary: 'Reward detail: a campaign with its salons, sanitised conditions and benefit, related services',
    }),
    config: readOnlySession,
    handler: async (request, reply) => {
      const q = request.query;
      const answer = await rewardDetailAnswer(app.deps, {
        campaignId: q.campaignId,
        salonId: q.salonId,
        serviceIds: q.services,
        date: q.dateBook,
        caller: request.customer,
        lang: q.lang,
      });
      return sendPrepared(request, reply, answer);
    },
  });

  app.route({
    ...routeOf(contracts.claimPromoCode, {
      tags,
      summary: 'postCode: claim a promo code into the vouchers of the customer logged in as the booking phone',
    }),
    // codes are short guessable words: throttle like the other secrets
    config: { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    handler: async (request) => {
      const customer = requireCustomer(request);
      // The voucher would land in an account that cannot use it for this booking (spec §5, §6 tab '2').
      if (request.body.phone !== customer.phone) throw new AppError(403, 'PHONE_MISMATCH', 'voucher.loginWithBookingPhone');
      const data = await claimCode(app.deps, { customerId: customer.customerId, code: request.body.code });
      return { data, message: translate(requestLang(request), 'voucher.codeSuccess') };
    },
  });

  app.route({
    ...routeOf(contracts.priceBooking, { tags, summary: 'Price the chosen services on a date, with a campaign when given (the booking pricing)' }),
    handler: async (request) => {
      const b = request.body;
      await requireSalon(app.deps, b.salonId);
      const order = await priceServices(app.deps, { serviceIds: b.services, salonId: b.salonId, date: b.dateBook, campaignId: b.campaignId });
      const { oldTotal, newTotal, lines } = order.pricing;
      return {
        data: {
          // struck: the original prices' sum, as on every screen; the discount is the offer's alone
          oldTotal: order.originalTotal,
          newTotal,
          discount: oldTotal - newTotal,
          campaignId: order.campaignId,
          lines: lines.map((l) => ({ serviceId: l.serviceId, price: l.price, newPrice: l.newPrice })),
        },
      };
    },
  });
};
