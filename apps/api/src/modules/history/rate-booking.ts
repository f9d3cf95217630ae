import { RATING_PROMPT_DAYS, formatDateBook } from '@shine/shared';
import type { AppDeps } from '../../app-deps.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { AppError } from '../../lib/errors.ts';
import { earnRatingPoints, spinsOrPointsChanged } from '../rewards/index.ts';
import type { SessionCustomer } from '../auth/index.ts';
import { findLatestUnrated, findOwnCompletedBooking, findRating, insertRating } from './history-repository.ts';

/** "Not yours" and "not there" get the same answer. */
async function ownCompleted(deps: Pick<AppDeps, 'db'>, caller: SessionCustomer, bookingId: number) {
  const booking = await findOwnCompletedBooking(deps.db, bookingId, caller.customerId);
  if (!booking) throw new AppError(404, 'BOOKING_NOT_FOUND', 'booking.notExist');
  return booking;
}

export async function getBookingRating(deps: Pick<AppDeps, 'db'>, caller: SessionCustomer, bookingId: number) {
  await ownCompleted(deps, caller, bookingId);
  const rating = await findRating(deps.db, bookingId);
  return { bookingId, rating: rating ? { stars: rating.stars, comment: rating.comment } : null };
}

/**
 * A completed visit of the caller is rated once (1-5 stars, optional comment); the rating and the points the
 * chain's rule gives for it are one transaction (the rating's unique key and the points' key: once per booking).
 */
export async function rateBooking(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  caller: SessionCustomer,
  input: { bookingId: number; stars: number; comment?: string },
) {
  await ownCompleted(deps, caller, input.bookingId);
  const comment = input.comment ? input.comment : null;
  const now = deps.clock.now();
  const saved = await transactionWithRetry(deps.db, async (tx) => {
    const inserted = await insertRating(tx, { bookingId: input.bookingId, customerId: caller.customerId, stars: input.stars, comment, createdAt: now });
    if (inserted) await earnRatingPoints(tx, { customerId: caller.customerId, bookingId: input.bookingId, now });
    return inserted;
  });
  if (!saved) throw new AppError(409, 'ALREADY_RATED', 'rating.alreadyRated');
  spinsOrPointsChanged(deps, caller.customerId);
  return { bookingId: input.bookingId, rating: { stars: input.stars, comment } };
}

/** rating/check: the home prompt offers the latest completed, unrated visit of the last 7 days. */
export async function findRatingPrompt(deps: Pick<AppDeps, 'db' | 'clock'>, caller: SessionCustomer) {
  const since = new Date(deps.clock.now().getTime() - RATING_PROMPT_DAYS * 86_400_000);
  const row = await findLatestUnrated(deps.db, caller.customerId, since);
  return row ? { bookingId: row.id, dateBook: formatDateBook(row.dateBook), salonName: row.salonName, stylistName: row.stylistName } : null;
}
