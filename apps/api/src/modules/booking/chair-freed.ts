import type { Tx } from '../../db/client.ts';
import { enqueueJobs } from '../jobs/index.ts';

/**
 * The job a freed chair starts (issue 33): the waitlist module offers the freed booking's time to the
 * customers waiting for it. Enqueued in the transaction that freed it (a cancel, a change), so an offer
 * follows every committed cancel and no rolled-back one; one run per freed booking.
 */
export const CHAIR_FREED_JOB = 'waitlist.chair-freed';

export async function enqueueChairFreed(tx: Tx, bookingId: number, now: Date): Promise<void> {
  await enqueueJobs(tx, [{ name: CHAIR_FREED_JOB, key: String(bookingId), runAt: now, payload: { bookingId } }]);
}
