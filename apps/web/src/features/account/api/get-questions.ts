import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/v1/customer-attribute/question?phone=: the customer questions and whether each is answered. */
export const getQuestions = (phone: string, signal?: AbortSignal) => callApi('GET /api/v1/customer-attribute/question', { query: { phone }, signal });

export const questionsQueryOptions = (phone: string) =>
  queryOptions({ queryKey: ['account', 'questions', phone], queryFn: ({ signal }) => getQuestions(phone, signal), enabled: Boolean(phone), staleTime: 0 });
