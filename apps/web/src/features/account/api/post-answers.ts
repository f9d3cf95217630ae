import type { TQuestionAnswersBody } from '@shine/shared/schemas/customer';
import { apiRequest } from '../../../lib/api-client';

export type QuestionAnswers = NonNullable<TQuestionAnswersBody['answers']>;

/** POST /api/v1/customer-attribute/question: answers by phone ('Cảm ơn anh đã cập nhật thông tin!'). */
export const postAnswers = (phone: string, answers: QuestionAnswers) =>
  apiRequest<unknown>('/v1/customer-attribute/question', { method: 'POST', body: { phone, answers } });
