import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, customerAnswers } from '../src/db/schema/index.ts';
import { newBookingToken } from '../src/modules/booking/booking-access.ts';
import { createTestApp } from './helpers.ts';
import { newPhone } from './fixtures.ts';
import { bearer, insertCompletedVisit, loginByOtp } from './account-fixtures.ts';

// Customer-question modal (spec §2, §5, §8): a date question and a single choice with free text.

let t: Awaited<ReturnType<typeof createTestApp>>;
let phone: string;
let token: string;
let customerId: number;
let bookingId: number;
beforeAll(async () => {
  t = await createTestApp();
  phone = newPhone();
  ({ token, customerId } = await loginByOtp(t.app, phone));
  bookingId = (await insertCompletedVisit(t.db, { customerId, phone, now: t.clock.now(), daysAgo: 1 })).id;
});
afterAll(() => t.close());

const list = (query: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/api/v1/customer-attribute/question${query}`, headers });
const submit = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/customer-attribute/question', payload, headers });
const OTHER = 6; // 'Khác', isInput
const OFFICE = 2;

describe('customer questions', () => {
  it('lists the questions for the logged-in phone, each with its answers', async () => {
    const res = await list(`?phone=${phone}`, bearer(token));
    expect(res.statusCode).toBe(200);
    const questions = res.json().data;
    expect(questions.map((q: { questionType: number }) => q.questionType)).toEqual([3, 1]);
    expect(questions[1].answers.find((a: { answerId: number }) => a.answerId === OTHER)).toMatchObject({ content: 'Khác', isInput: true, icon: null });
    expect(questions.every((q: { answered: boolean }) => !q.answered)).toBe(true);
  });

  it('saves by phone: date DD/MM/YYYY and the free-text answer; an empty answer removes it; skip is fine', async () => {
    const saved = await submit(
      {
        phone,
        answers: [
          { questionId: 1, answers: [{ content: '01/01/2000' }] },
          { questionId: 2, answers: [{ answerId: OTHER, content: 'Thợ mộc' }] },
        ],
      },
      bearer(token),
    );
    expect(saved.json()).toEqual({ data: { ok: true }, message: 'Cảm ơn anh đã cập nhật thông tin!' });
    expect((await list('', bearer(token))).json().data.map((q: { answered: boolean }) => q.answered)).toEqual([true, true]);
    const rows = await t.db.select().from(customerAnswers).where(eq(customerAnswers.customerId, customerId));
    expect(rows.map((r) => [r.questionId, r.answerId, r.content]).sort()).toEqual([
      [1, null, '01/01/2000'],
      [2, OTHER, 'Thợ mộc'],
    ]);

    await submit({ answers: [{ questionId: 2, answers: [] }] }, bearer(token));
    expect((await list('', bearer(token))).json().data.map((q: { answered: boolean }) => q.answered)).toEqual([true, false]);
    const skip = await submit({ answers: [] }, bearer(token));
    expect(skip.statusCode).toBe(200);
  });

  it('by booking: the browser that booked it (booking token) or its owner’s session, never the phone alone', async () => {
    const booked = newBookingToken();
    await t.db.update(bookings).set({ accessTokenHash: booked.hash }).where(eq(bookings.id, bookingId));
    const browser = { 'x-booking-token': booked.token };
    expect((await list(`?bookingId=${bookingId}&phone=${phone}`)).statusCode).toBe(404);
    expect((await list(`?bookingId=${bookingId}`, browser)).statusCode).toBe(200);
    expect((await list(`?bookingId=${bookingId}`, bearer(token))).statusCode).toBe(200);
    expect((await submit({ bookingId, phone, answers: [{ questionId: 2, answers: [{ answerId: OFFICE }] }] })).statusCode).toBe(404);
    const saved = await submit({ bookingId, answers: [{ questionId: 2, answers: [{ answerId: OFFICE }] }] }, browser);
    expect(saved.statusCode).toBe(200);
    const [row] = await t.db.select().from(customerAnswers).where(eq(customerAnswers.bookingId, bookingId));
    expect(row).toMatchObject({ customerId, questionId: 2, answerId: OFFICE, content: null });
  });

  it('nobody reads or writes another customer’s answers', async () => {
    const stranger = await loginByOtp(t.app, newPhone());
    expect((await list(`?phone=${phone}`)).statusCode).toBe(401);
    const other = await list(`?phone=${phone}`, bearer(stranger.token));
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('FORBIDDEN');
    expect((await submit({ phone, answers: [] }, bearer(stranger.token))).statusCode).toBe(403);
    expect((await list(`?bookingId=${bookingId}`, bearer(stranger.token))).statusCode).toBe(404);
    expect((await list(`?bookingId=${bookingId}&phone=${newPhone()}`)).statusCode).toBe(404);
    expect((await submit({ bookingId, answers: [{ questionId: 2, answers: [] }] })).statusCode).toBe(404);
    expect((await list('')).statusCode).toBe(401);
  });

  it('refuses answers that do not fit the question', async () => {
    const cases: [object, string, string][] = [
      [{ questionId: 2, answers: [{ answerId: OTHER, content: '  ' }] }, 'QUESTION_REQUIRED', 'Anh vui lòng nhập thông tin này nhé'],
      [{ questionId: 2, answers: [{ answerId: 99 }] }, 'QUESTION_INVALID', 'Câu trả lời không hợp lệ, anh vui lòng chọn lại nhé!'],
      [{ questionId: 2, answers: [{ answerId: 1 }, { answerId: 2 }] }, 'QUESTION_INVALID', 'Câu trả lời không hợp lệ, anh vui lòng chọn lại nhé!'],
      [{ questionId: 1, answers: [{ content: '2000-01-01' }] }, 'QUESTION_INVALID', 'Câu trả lời không hợp lệ, anh vui lòng chọn lại nhé!'],
      [{ questionId: 1, answers: [{ content: '01/01/2099' }] }, 'QUESTION_INVALID', 'Câu trả lời không hợp lệ, anh vui lòng chọn lại nhé!'],
      [{ questionId: 77, answers: [] }, 'QUESTION_INVALID', 'Câu trả lời không hợp lệ, anh vui lòng chọn lại nhé!'],
    ];
    for (const [answer, code, message] of cases) {
      const res = await submit({ answers: [answer] }, bearer(token));
      expect(res.statusCode, JSON.stringify(answer)).toBe(400);
      expect(res.json()).toEqual({ code, message });
    }
    expect((await submit({ answers: [{ questionId: 'x' }] }, bearer(token))).statusCode).toBe(400);
    expect((await list('?bookingId=abc', bearer(token))).statusCode).toBe(400);
  });
});
