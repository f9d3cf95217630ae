import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runDevMessageJobs } from '@shine/shared/contracts/messages';
import type { AppDeps } from './app-deps.ts';
import { routeOf } from './lib/route-of.ts';
import { CHAIR_FREED_JOB, releaseExpiredHolds } from './modules/booking/index.ts';
import { SEND_MESSAGE_JOB, sendBookingMessage } from './modules/messages/index.ts';
import { OFFER_NEXT_JOB, offerFreedChair, offerNext } from './modules/waitlist/index.ts';
import { markDueNoShows, pruneFloorEvents } from './modules/floor/index.ts';
import { type JobDefinition, daily, everyMinutes, finishedJobsCleanup } from './modules/jobs/index.ts';
import { MEMBERSHIP_DAILY_JOB, runMembershipDay } from './modules/membership/index.ts';

/** Names of the recurring jobs (rows of job_queue). */
export const JOB_NAMES = {
  noShows: 'floor.no-shows',
  expiredHolds: 'booking.expired-holds',
  membershipDaily: MEMBERSHIP_DAILY_JOB,
  floorEventsPrune: 'floor.events-prune',
} as const;

/** The timed work of the API on the durable job runner (ADR 016), as app.ts composes its routes. */
export function appJobs(deps: AppDeps): JobDefinition[] {
  return [
    { name: JOB_NAMES.noShows, schedule: everyMinutes(1), run: ({ signal }) => markDueNoShows(deps, { signal }) },
    { name: JOB_NAMES.expiredHolds, schedule: everyMinutes(5), run: ({ complete }) => releaseExpiredHolds(deps, { finish: complete }) },
    { name: JOB_NAMES.membershipDaily, schedule: daily(), run: () => runMembershipDay(deps) },
    { name: JOB_NAMES.floorEventsPrune, schedule: daily(), run: () => pruneFloorEvents(deps) },
    finishedJobsCleanup(deps),
    // Booking messages and the waitlist (issue 33, ADR 018): one-off runs enqueued in the transactions that schedule them.
    {
      name: SEND_MESSAGE_JOB,
      maxAttempts: 6,
      run: ({ job, complete }) =>
        sendBookingMessage(deps, { messageId: Number(job.payload.messageId), lastAttempt: job.attempts >= job.maxAttempts, complete }),
    },
    { name: CHAIR_FREED_JOB, run: ({ job, complete }) => offerFreedChair(deps, { bookingId: Number(job.payload.bookingId), complete }) },
    {
      name: OFFER_NEXT_JOB,
      run: ({ job, complete }) =>
        offerNext(deps, { slotId: Number(job.payload.slotId), exceptCustomerId: (job.payload.exceptCustomerId as number | null) ?? null, complete }),
    },
  ];
}

/** The one-off jobs of booking messages and the waitlist (issue 33): what a freed chair or a booking sets going. */
export const MESSAGE_JOB_NAMES = [SEND_MESSAGE_JOB, CHAIR_FREED_JOB, OFFER_NEXT_JOB];

/**
 * Development only (registered with the dev outbox, answered to this machine only): runs the due message and
 * waitlist jobs now, for servers started with JOBS_RUNNER=false (the e2e suite), whose recurring jobs (no-shows
 * of the demo day) must not run. A browser test then reads the messages in the dev outbox without waiting.
 */
export const devJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(runDevMessageJobs, { tags: ['dev'], summary: 'Runs the due booking-message and waitlist jobs now (not in production)' }),
    handler: async () => ({ data: await app.jobs.runDue(MESSAGE_JOB_NAMES) }),
  });
};
