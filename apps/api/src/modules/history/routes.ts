import { translate } from '@shine/shared';
import * as contracts from '@shine/shared/contracts/history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLang } from '../../lib/lang.ts';
import { sendPrepared } from '../../lib/prepared-json.ts';
import { routeOf } from '../../lib/route-of.ts';
import { readOnlySession, requireCustomer } from '../../plugins/auth.ts';
import { listHistories } from './list-histories.ts';
import { findRatingPrompt, getBookingRating, rateBooking } from './rate-booking.ts';
import { reportWrongImage } from './report-image.ts';

const customer = { tags: ['customer'], security: [{ bearer: [] }] };

/** Haircut history and service ratings of the logged-in customer (spec §2 /lich-su-cat, §7 Customer). */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.listHistories, {
      ...customer,
      summary: "getListHistoryCustomer: the caller's completed visits, newest first (page size 5, at most 20)",
    }),
    config: readOnlySession,
    handler: async (request, reply) => sendPrepared(request, reply, await listHistories(app.deps, requireCustomer(request), request.query)),
  });

  app.route({
    ...routeOf(contracts.getBookingRating, { ...customer, summary: 'Rating of one of the caller’s completed visits (null when not rated yet)' }),
    handler: async (request) => ({ data: await getBookingRating(app.deps, requireCustomer(request), request.query.bookingId) }),
  });

  app.route({
    ...routeOf(contracts.rateBooking, { ...customer, summary: 'Rate one of the caller’s completed visits, once (409 ALREADY_RATED after)' }),
    handler: async (request) => ({
      data: await rateBooking(app.deps, requireCustomer(request), request.body),
      message: translate(requestLang(request), 'rating.thanks'),
    }),
  });

  app.route({
    ...routeOf(contracts.checkRatingPrompt, {
      ...customer,
      summary: 'Home rating prompt: the latest completed, unrated visit of the last 7 days, or null',
    }),
    handler: async (request) => ({ data: await findRatingPrompt(app.deps, requireCustomer(request)) }),
  });

  app.route({
    ...routeOf(contracts.reportWrongImage, {
      ...customer,
      summary: 'report-wrong-image (spec §7): the caller flags an after-cut photo of one of his visits as not his; once per photo (again: the same report)',
      description:
        '404 IMAGE_NOT_FOUND for a photo that is not of one of his completed visits. The salon manager removes the photo from the history or keeps it.',
    }),
    handler: async (request) => ({
      data: await reportWrongImage(app.deps, requireCustomer(request), request.body),
      message: translate(requestLang(request), 'history.imageReported'),
    }),
  });
};
