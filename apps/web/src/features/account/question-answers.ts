import { parseDisplayDate } from '@shine/shared/rules/dates';
import type { MessageKey } from '@shine/shared/i18n/translate';
import type { QuestionAnswers } from './api/post-answers';
import type { Question } from './types';

// Customer-question form rules (spec §2 Customer-question modal, §5 Question form, §8 Question submit).

export const QUESTION_SINGLE_CHOICE = 1;
export const QUESTION_DATE = 3;
/** Spec §5: the date question's default view. */
export const QUESTION_DEFAULT_DATE = '01/01/2000';

/** What the customer has entered for one question. */
export interface Draft {
  answerId?: number;
  content?: string;
}

/** Keeps digits only and inserts the slashes of DD/MM/YYYY while typing ("0101" → "01/01"). */
export function maskDate(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** One question's answers as the API takes them; an empty answer clears that question (spec §5). */
export function answerOf(question: Question, draft: Draft | undefined): QuestionAnswers[number]['answers'] {
  if (question.questionType === QUESTION_DATE) {
    const content = draft?.content?.trim();
    return content ? [{ content }] : [];
  }
  if (draft?.answerId === undefined) return [];
  const chosen = question.answers.find((answer) => answer.answerId === draft.answerId);
  if (!chosen) return [];
  const content = chosen.isInput ? draft.content?.trim() : undefined;
  return [content ? { answerId: chosen.answerId, content } : { answerId: chosen.answerId }];
}

export function buildAnswers(questions: Question[], drafts: Record<number, Draft>): QuestionAnswers {
  return questions.map((question) => ({ questionId: question.questionId, answers: answerOf(question, drafts[question.questionId]) }));
}

/** Skip (spec §4 Other): every question sent with no answer. */
export const skippedAnswers = (questions: Question[]): QuestionAnswers => questions.map((question) => ({ questionId: question.questionId, answers: [] }));

/**
 * The message that blocks Update, or null: nothing answered at all gives 'Anh vui lòng nhập thông tin
 * này nhé'; a date that is not a real DD/MM/YYYY day is refused with the date message.
 */
export function answersProblem(questions: Question[], drafts: Record<number, Draft>): MessageKey | null {
  const answers = buildAnswers(questions, drafts);
  if (answers.every((entry) => entry.answers.length === 0)) return 'question.required';
  for (const question of questions) {
    const content = drafts[question.questionId]?.content?.trim();
    if (question.questionType === QUESTION_DATE && content && !parseDisplayDate(content)) return 'customer.dateOfBirthInvalid';
  }
  return null;
}
