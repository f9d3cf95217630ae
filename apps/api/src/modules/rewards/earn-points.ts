import { formatVnd, pointsForPaidVisit, pointsForRating, visitCodeOf, zonedToday } from '@shine/shared';
import type { Tx } from '../../db/client.ts';
import { findPointsRule } from './loyalty-rules-repository.ts';
import { addPointsOnce } from './points-repository.ts';

// LuckySprint points the chain's rules give (issue 32): decided by the server, once per booking, in the
// transaction of what earns them. The rule is read in that transaction, so a back-office change applies at once.

const bookingRef = (bookingId: number) => `booking:${bookingId}`;

/**
 * The points of a paid visit, given by the floor's payment in its transaction: the `paid_visit` rule's points
 * per whole 10,000 ₫ of `amount` (what was actually paid). Once per booking. Answers the points added.
 */
export async function earnPaidVisitPoints(tx: Tx, input: { customerId: number; bookingId: number; amount: number; now: Date }): Promise<number> {
  const points = pointsForPaidVisit(await findPointsRule(tx, 'paid_visit'), input.amount, zonedToday(input.now));
  return addPointsOnce(tx, {
    customerId: input.customerId,
    points,
    reason: 'visit',
    ref: bookingRef(input.bookingId),
    note: `Tích điểm lần cắt ${visitCodeOf(input.bookingId)}: đã thanh toán ${formatVnd(input.amount)}`,
    now: input.now,
  });
}

/** The points of rating a visit, in the transaction that records the rating: the `rated_visit` rule's points, once per booking. */
export async function earnRatingPoints(tx: Tx, input: { customerId: number; bookingId: number; now: Date }): Promise<number> {
  const points = pointsForRating(await findPointsRule(tx, 'rated_visit'), zonedToday(input.now));
  return addPointsOnce(tx, {
    customerId: input.customerId,
    points,
    reason: 'rating',
    ref: bookingRef(input.bookingId),
    note: `Cảm ơn anh đã đánh giá lần cắt ${visitCodeOf(input.bookingId)}`,
    now: input.now,
  });
}
