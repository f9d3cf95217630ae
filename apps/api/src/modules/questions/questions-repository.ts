import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerAnswers, customerQuestions, questionAnswers } from '../../db/schema/index.ts';

/** Active questions of the kinds the modal shows (1 single choice, 3 date) with their answers. */
export async function findActiveQuestions(db: Db) {
  const questions = await db
    .select()
    .from(customerQuestions)
    .where(and(eq(customerQuestions.active, true), inArray(customerQuestions.questionType, [1, 3])))
    .orderBy(asc(customerQuestions.sort), asc(customerQuestions.id));
  if (questions.length === 0) return [];
  const answers = await db
    .select()
    .from(questionAnswers)
    .where(
      inArray(
        questionAnswers.questionId,
        questions.map((q) => q.id),
      ),
    )
    .orderBy(asc(questionAnswers.id));
  return questions.map((q) => ({ ...q, answers: answers.filter((a) => a.questionId === q.id) }));
}

export async function findAnsweredQuestionIds(db: Db, customerId: number): Promise<Set<number>> {
  const rows = await db.selectDistinct({ questionId: customerAnswers.questionId }).from(customerAnswers).where(eq(customerAnswers.customerId, customerId));
  return new Set(rows.map((r) => r.questionId));
}

export type Respondent = { customerId: number; phone: string; bookingId: number | null };
export type AnswerSet = { questionId: number; rows: { answerId: number | null; content: string | null }[] };

/** Each submitted question's answer replaces the customer's previous one; an empty one removes it. */
export async function replaceAnswers(db: Db, who: Respondent, sets: AnswerSet[], now: Date) {
  if (sets.length === 0) return;
  await db.transaction(async (tx) => {
    for (const set of sets) {
      await tx.delete(customerAnswers).where(and(eq(customerAnswers.customerId, who.customerId), eq(customerAnswers.questionId, set.questionId)));
      if (set.rows.length === 0) continue;
      await tx
        .insert(customerAnswers)
        .values(
          set.rows.map((r) => ({ customerId: who.customerId, phone: who.phone, bookingId: who.bookingId, questionId: set.questionId, ...r, createdAt: now })),
        );
    }
  });
}
