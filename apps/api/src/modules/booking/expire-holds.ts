import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { expireLapsedHolds } from './booking-repository.ts';
import { enqueueChairFreed } from './chair-freed.ts';

type Expired = { expired: number };

/**
 * The periodic release of unverified holds whose time ran out (a job, issue 31): they are already free
 * for availability and new bookings (lapsed holds count for nothing); this writes them down as expired,
 * with their status history, so that counts and reports read the truth. One statement: idempotent.
 * `finish` runs in the same transaction (the job runner marks its run done there: both commit or neither).
 */
export async function releaseExpiredHolds(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  opts: { finish?: (tx: Tx, result: Expired) => Promise<void> } = {},
): Promise<Expired> {
  return transactionWithRetry(deps.db, async (tx) => {
    const result = { expired: (await expireHolds(tx, deps.clock.now())).length };
    await opts.finish?.(tx, result);
    return result;
  });
}

/** Lapsed holds written down as expired; a held time still ahead is a freed chair the waitlist is offered (issue 33). */
export async function expireHolds(tx: Tx, now: Date): Promise<{ id: number; startAt: Date }[]> {
  const expired = await expireLapsedHolds(tx, now);
  for (const hold of expired) if (hold.startAt > now) await enqueueChairFreed(tx, hold.id, now);
  return expired;
}
