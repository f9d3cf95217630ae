import { formatDisplayDate, parseDisplayDate, zonedToday } from '@shine/shared';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest } from '../../lib/errors.ts';
import type { BookingAccess } from '../booking/index.ts';
import { findRespondent } from './find-respondent.ts';
import { type AnswerSet, findActiveQuestions, replaceAnswers } from './questions-repository.ts';

type Question = Awaited<ReturnType<typeof findActiveQuestions>>[number];
type Submitted = { questionId: number; answers: { answerId?: number | null; content?: string | null }[] };

const invalid = () => badRequest('QUESTION_INVALID', 'question.invalid');

/**
 * One question's answer as stored. Single choice: one listed answer, with free text when it `isInput`
 * (spec §2 occupation). Date: one DD/MM/YYYY day, not in the future. No answer: removes it (spec §5).
 */
function toAnswerSet(question: Question | undefined, submitted: Submitted, today: string): AnswerSet {
  if (!question || submitted.answers.length > 1) throw invalid();
  const [answer] = submitted.answers;
  if (!answer) return { questionId: submitted.questionId, rows: [] };
  const content = answer.content?.trim() || null;
  if (question.questionType === 3) {
    const iso = content ? parseDisplayDate(content) : null;
    if (!iso || iso > today) throw invalid();
    return { questionId: question.id, rows: [{ answerId: null, content: formatDisplayDate(iso) }] };
  }
  const choice = question.answers.find((a) => a.id === answer.answerId);
  if (!choice) throw invalid();
  if (choice.isInput && !content) throw badRequest('QUESTION_REQUIRED', 'question.required');
  return { questionId: question.id, rows: [{ answerId: choice.id, content: choice.isInput ? content : null }] };
}

/** Question submit (spec §7): by phone or booking; an empty submit (skip) changes nothing. */
export async function saveAnswers(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { phone?: string; bookingId?: number; access: BookingAccess; answers: Submitted[] },
): Promise<void> {
  const who = await findRespondent(deps, input);
  if (input.answers.length === 0) return;
  const questions = await findActiveQuestions(deps.db);
  const today = zonedToday(deps.clock.now());
  const sets = input.answers.map((s) =>
    toAnswerSet(
      questions.find((q) => q.id === s.questionId),
      s,
      today,
    ),
  );
  await replaceAnswers(deps.db, who, sets, deps.clock.now());
}
