import type { TQuestion } from '@shine/shared/schemas/customer';
import type { AppDeps } from '../../app-deps.ts';
import type { BookingAccess } from '../booking/index.ts';
import { findRespondent } from './find-respondent.ts';
import { findActiveQuestions, findAnsweredQuestionIds } from './questions-repository.ts';

/** Customer-question modal (spec §2): the questions, each flagged when this customer answered it. */
export async function listQuestions(deps: Pick<AppDeps, 'db'>, input: { phone?: string; bookingId?: number; access: BookingAccess }): Promise<TQuestion[]> {
  const who = await findRespondent(deps, input);
  const questions = await findActiveQuestions(deps.db);
  const answered = await findAnsweredQuestionIds(deps.db, who.customerId);
  return questions.map((q) => ({
    questionId: q.id,
    questionType: q.questionType === 3 ? 3 : 1,
    content: q.content,
    tip: q.tip,
    answers: q.answers.map((a) => ({ answerId: a.id, content: a.content, icon: a.icon, isInput: a.isInput })),
    answered: answered.has(q.id),
  }));
}
