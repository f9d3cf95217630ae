import { boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/** questionType 1 single choice, 3 date (spec §3). */
export const customerQuestions = pgTable('customer_questions', {
  id: integer().primaryKey(),
  questionType: smallint().notNull(),
  content: text().notNull(),
  tip: text(),
  sort: integer().notNull().default(0),
  active: boolean().notNull().default(true),
});

export const questionAnswers = pgTable('question_answers', {
  id: integer().primaryKey(),
  questionId: integer()
    .notNull()
    .references(() => customerQuestions.id),
  content: text().notNull(),
  icon: text(),
  isInput: boolean().notNull().default(false),
});

export const customerAnswers = pgTable(
  'customer_answers',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer().references(() => customers.id),
    phone: text(),
    bookingId: integer(),
    questionId: integer()
      .notNull()
      .references(() => customerQuestions.id),
    answerId: integer(),
    content: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.phone), index().on(t.bookingId)],
);
