import type { AppDeps } from '../../app-deps.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { expireLapsedHolds } from './booking-repository.ts';

/**
 * The periodic release of unverified holds whose time ran out (a job, issue 31): they are already free
 * for availability and new bookings (lapsed holds count for nothing); this writes them down as expired,
 * with their status history, so that counts and reports read the truth. One statement: idempotent.
 */
export async function releaseExpiredHolds(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<{ expired: number }> {
  return { expired: await transactionWithRetry(deps.db, (tx) => expireLapsedHolds(tx, deps.clock.now())) };
}
