import { z } from 'zod';
import { ZOk } from '../schemas/auth';
import { ZQuestion, ZQuestionAnswersBody, ZQuestionQuery } from '../schemas/customer';
import { endpoint } from './endpoint';

// Customer-question modal (spec §2, §7): by phone (logged in as it) or by booking (the browser that booked it, or its owner).

export const listCustomerQuestions = endpoint({
  method: 'GET',
  path: '/api/v1/customer-attribute/question',
  query: ZQuestionQuery,
  response: z.array(ZQuestion),
});

export const saveCustomerAnswers = endpoint({ method: 'POST', path: '/api/v1/customer-attribute/question', body: ZQuestionAnswersBody, response: ZOk });
