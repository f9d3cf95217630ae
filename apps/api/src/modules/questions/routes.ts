import { translate } from '@shine/shared';
import { ZOk } from '@shine/shared/schemas/auth';
import { envelope } from '@shine/shared/schemas/common';
import { ZQuestion, ZQuestionAnswersBody, ZQuestionQuery } from '@shine/shared/schemas/customer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLang } from '../../lib/lang.ts';
import { bookingAccess } from '../booking/index.ts';
import { listQuestions } from './list-questions.ts';
import { saveAnswers } from './save-answers.ts';

/** Customer-question modal (spec §2, §7): by phone (logged in as it) or by booking (the browser that booked it, or its owner). */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/customer-attribute/question',
    {
      schema: {
        tags: ['customer'],
        summary: 'Questions for a phone (logged in as it) or a booking (X-Booking-Token or its owner logged in)',
        querystring: ZQuestionQuery,
        response: { 200: envelope(z.array(ZQuestion)) },
      },
    },
    async (request) => ({ data: await listQuestions(app.deps, { ...request.query, access: bookingAccess(request) }) }),
  );

  app.post(
    '/api/v1/customer-attribute/question',
    {
      schema: {
        tags: ['customer'],
        summary: 'Save answers; an empty answer list for a question removes it, an empty submit is a skip',
        body: ZQuestionAnswersBody,
        response: { 200: envelope(ZOk) },
      },
    },
    async (request) => {
      await saveAnswers(app.deps, { ...request.body, access: bookingAccess(request) });
      return { data: { ok: true as const }, message: translate(requestLang(request), 'question.thanks') };
    },
  );
};
