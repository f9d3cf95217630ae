import { describe, expect, it } from 'vitest';
import { answersProblem, buildAnswers, maskDate, skippedAnswers, QUESTION_DEFAULT_DATE } from '../src/features/account/question-answers';
import type { Question } from '../src/features/account/types';

// Spec §2 customer-question modal, §4 Other (skip sends empty answers), §5 Question form.

const dateQuestion: Question = { questionId: 1, questionType: 3, content: 'Ngày sinh của anh là?', tip: null, answers: [], answered: false };
const jobQuestion: Question = {
  questionId: 2,
  questionType: 1,
  content: 'Nghề nghiệp của anh là gì?',
  tip: null,
  answers: [
    { answerId: 1, content: 'Học sinh - Sinh viên', icon: null, isInput: false },
    { answerId: 6, content: 'Khác', icon: null, isInput: true },
  ],
  answered: false,
};
const questions = [dateQuestion, jobQuestion];

describe('customer questions', () => {
  it('the date is typed as DD/MM/YYYY, opening on 01/01/2000', () => {
    expect(QUESTION_DEFAULT_DATE).toBe('01/01/2000');
    expect(maskDate('0')).toBe('0');
    expect(maskDate('150')).toBe('15/0');
    expect(maskDate('15031990')).toBe('15/03/1990');
    expect(maskDate('15/03/1990 9')).toBe('15/03/1990');
    expect(maskDate('ab')).toBe('');
  });

  it('nothing answered: "Anh vui lòng nhập thông tin này nhé"', () => {
    expect(answersProblem(questions, {})).toBe('question.required');
    expect(answersProblem(questions, { 1: { content: '  ' } })).toBe('question.required');
  });

  it('a date that is not a real day is refused', () => {
    expect(answersProblem(questions, { 1: { content: '31/02/1990' } })).toBe('customer.dateOfBirthInvalid');
    expect(answersProblem(questions, { 1: { content: '15/03/1990' } })).toBeNull();
  });

  it('single choice sends the answer id, with the free text only for an isInput answer', () => {
    expect(buildAnswers(questions, { 2: { answerId: 1, content: 'ignored' } })).toEqual([
      { questionId: 1, answers: [] },
      { questionId: 2, answers: [{ answerId: 1 }] },
    ]);
    expect(buildAnswers(questions, { 1: { content: '15/03/1990' }, 2: { answerId: 6, content: ' Thợ ảnh ' } })).toEqual([
      { questionId: 1, answers: [{ content: '15/03/1990' }] },
      { questionId: 2, answers: [{ answerId: 6, content: 'Thợ ảnh' }] },
    ]);
  });

  it('an empty answer clears that question; skip sends every question empty', () => {
    expect(buildAnswers([jobQuestion], { 2: { answerId: 99 } })).toEqual([{ questionId: 2, answers: [] }]);
    expect(skippedAnswers(questions)).toEqual([
      { questionId: 1, answers: [] },
      { questionId: 2, answers: [] },
    ]);
  });
});
