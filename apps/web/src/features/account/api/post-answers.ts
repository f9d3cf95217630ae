import { useMutation } from '@tanstack/react-query';
import { callApi, type CallInput, type Endpoints } from '../../../lib/api-client';

export type QuestionAnswers = NonNullable<NonNullable<CallInput<Endpoints['POST /api/v1/customer-attribute/question']>['body']>['answers']>;

/** POST /api/v1/customer-attribute/question: answers by phone ('Cảm ơn anh đã cập nhật thông tin!'). */
export const postAnswers = (phone: string, answers: QuestionAnswers) => callApi('POST /api/v1/customer-attribute/question', { body: { phone, answers } });

export const usePostAnswers = () =>
  useMutation({ mutationFn: ({ phone, answers }: { phone: string; answers: QuestionAnswers }) => postAnswers(phone, answers) });
