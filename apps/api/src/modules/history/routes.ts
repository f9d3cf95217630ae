import { translate } from '@shine/shared';
import { ZId, ZLang, envelope } from '@shine/shared/schemas/common';
import {
  ZBookingRating,
  ZHistoryPage,
  ZHistoryQuery,
  ZImageReportState,
  ZRatingBody,
  ZRatingPrompt,
  ZReportWrongImageBody,
} from '@shine/shared/schemas/customer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLang } from '../../lib/lang.ts';
import { readOnlySession, requireCustomer } from '../../plugins/auth.ts';
import { listHistories } from './list-histories.ts';
import { findRatingPrompt, getBookingRating, rateBooking } from './rate-booking.ts';
import { reportWrongImage } from './report-image.ts';

/** Haircut history and service ratings of the logged-in customer (spec §2 /lich-su-cat, §7 Customer). */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/customer/histories',
    {
      config: readOnlySession,
      schema: {
        tags: ['customer'],
        summary: "getListHistoryCustomer: the caller's completed visits, newest first (page size 5, at most 20)",
        security: [{ bearer: [] }],
        querystring: ZHistoryQuery,
        response: { 200: envelope(ZHistoryPage) },
      },
    },
    async (request) => ({ data: await listHistories(app.deps, requireCustomer(request), request.query) }),
  );

  app.get(
    '/api/v1/customer/rating',
    {
      schema: {
        tags: ['customer'],
        summary: 'Rating of one of the caller’s completed visits (null when not rated yet)',
        security: [{ bearer: [] }],
        querystring: z.object({ bookingId: ZId, lang: ZLang }),
        response: { 200: envelope(ZBookingRating) },
      },
    },
    async (request) => ({ data: await getBookingRating(app.deps, requireCustomer(request), request.query.bookingId) }),
  );

  app.post(
    '/api/v1/customer/rating',
    {
      schema: {
        tags: ['customer'],
        summary: 'Rate one of the caller’s completed visits, once (409 ALREADY_RATED after)',
        security: [{ bearer: [] }],
        body: ZRatingBody,
        response: { 200: envelope(ZBookingRating) },
      },
    },
    async (request) => ({
      data: await rateBooking(app.deps, requireCustomer(request), request.body),
      message: translate(requestLang(request), 'rating.thanks'),
    }),
  );

  app.get(
    '/api/v1/customer/rating/check',
    {
      schema: {
        tags: ['customer'],
        summary: 'Home rating prompt: the latest completed, unrated visit of the last 7 days, or null',
        security: [{ bearer: [] }],
        querystring: z.object({ lang: ZLang }),
        response: { 200: envelope(ZRatingPrompt.nullable()) },
      },
    },
    async (request) => ({ data: await findRatingPrompt(app.deps, requireCustomer(request)) }),
  );

  app.put(
    '/api/v1/customer/report-wrong-image',
    {
      schema: {
        tags: ['customer'],
        summary: 'report-wrong-image (spec §7): the caller flags an after-cut photo of one of his visits as not his; once per photo (again: the same report)',
        description:
          '404 IMAGE_NOT_FOUND for a photo that is not of one of his completed visits. The salon manager removes the photo from the history or keeps it.',
        security: [{ bearer: [] }],
        body: ZReportWrongImageBody,
        response: { 200: envelope(ZImageReportState) },
      },
    },
    async (request) => ({
      data: await reportWrongImage(app.deps, requireCustomer(request), request.body),
      message: translate(requestLang(request), 'history.imageReported'),
    }),
  );
};
