import type { TQuestionAnswersBody } from '@shine/shared/schemas/customer';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type QuestionAnswers = NonNullable<TQuestionAnswersBody['answers']>;

/** POST /api/v1/customer-attribute/question: answers by phone ('Cảm ơn anh đã cập nhật thông tin!'). */
export const postAnswers = (phone: string, answers: QuestionAnswers) =>
  apiRequest<unknown>('/v1/customer-attribute/question', { method: 'POST', body: { phone, answers } });

export const usePostAnswers = () =>
  useMutation({ mutationFn: ({ phone, answers }: { phone: string; answers: QuestionAnswers }) => postAnswers(phone, answers) });
