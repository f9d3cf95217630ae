import { translate } from '@shine/shared';
import * as contracts from '@shine/shared/contracts/questions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLang } from '../../lib/lang.ts';
import { routeOf } from '../../lib/route-of.ts';
import { bookingAccess } from '../booking/index.ts';
import { listQuestions } from './list-questions.ts';
import { saveAnswers } from './save-answers.ts';

/** Customer-question modal (spec §2, §7): by phone (logged in as it) or by booking (the browser that booked it, or its owner). */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.listCustomerQuestions, {
      tags: ['customer'],
      summary: 'Questions for a phone (logged in as it) or a booking (X-Booking-Token or its owner logged in)',
    }),
    handler: async (request) => ({ data: await listQuestions(app.deps, { ...request.query, access: bookingAccess(request) }) }),
  });

  app.route({
    ...routeOf(contracts.saveCustomerAnswers, {
      tags: ['customer'],
      summary: 'Save answers; an empty answer list for a question removes it, an empty submit is a skip',
    }),
    handler: async (request) => {
      await saveAnswers(app.deps, { ...request.body, access: bookingAccess(request) });
      return { data: { ok: true as const }, message: translate(requestLang(request), 'question.thanks') };
    },
  });
};
