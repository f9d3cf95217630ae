import { apiRequest } from '../../../lib/api-client';
import type { Question } from '../types';

/** GET /api/v1/customer-attribute/question?phone=: the customer questions and whether each is answered. */
export const getQuestions = (phone: string, signal?: AbortSignal) =>
  apiRequest<Question[]>('/v1/customer-attribute/question', { query: { phone }, signal });
