import * as contracts from '@shine/shared/contracts/floor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import { requireFloorBooking } from './move-visit.ts';
import { payVisit, visitReceipt, visitVietQr } from './pay-visit.ts';
import { requireStaff } from './staff-auth.ts';

const security = [{ staffCookie: [] }];

/** Payment at reception and the receipt with its e-invoice number (issue 30). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.payVisit, {
      tags: ['floor'],
      summary: 'Reception takes the payment of a finished visit (cash, card, bank transfer, prepaid balance) and issues its e-invoice',
      description:
        "The amount is the booking's total (campaign and voucher prices, accepted service changes). 409 VISIT_STAGE_CHANGED when the visit is not finished (or another tablet paid it first); 409 BALANCE_SHORT when the prepaid balance does not cover it; 409 NO_CUSTOMER_ACCOUNT for `balance` on a booking without an account.",
      security,
    }),
    handler: async (request) => {
      const booking = await requireFloorBooking(app.deps, request.params.bookingId);
      return { data: await payVisit(app.deps, requireStaff(request), { booking, method: request.body.method }) };
    },
  });

  app.route({
    ...routeOf(contracts.getVisitReceipt, { tags: ['floor'], summary: 'The receipt of a paid visit: amount, method, e-invoice number', security }),
    handler: async (request) => {
      const booking = await requireFloorBooking(app.deps, request.params.bookingId);
      return { data: await visitReceipt(app.deps, requireStaff(request), booking) };
    },
  });

  app.route({
    ...routeOf(contracts.getVisitVietQr, {
      tags: ['floor'],
      summary: "The VietQR (NAPAS EMVCo) payload of a finished visit's total, to the chain's account, carrying the visit code",
      description:
        'Reception shows it as a QR; when the transfer arrives, it confirms with pay {method: transfer}. 409 VISIT_STAGE_CHANGED when the visit is not finished.',
      security,
    }),
    handler: async (request) => {
      const booking = await requireFloorBooking(app.deps, request.params.bookingId);
      return { data: await visitVietQr(app.deps, requireStaff(request), booking) };
    },
  });
};
