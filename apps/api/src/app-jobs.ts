import type { AppDeps } from './app-deps.ts';
import { releaseExpiredHolds } from './modules/booking/index.ts';
import { markDueNoShows, pruneFloorEvents } from './modules/floor/index.ts';
import { type JobDefinition, daily, everyMinutes, finishedJobsCleanup } from './modules/jobs/index.ts';
import { MEMBERSHIP_DAILY_JOB, runMembershipDay } from './modules/membership/index.ts';

/** Names of the recurring jobs (rows of job_queue). */
export const JOB_NAMES = { noShows: 'floor.no-shows', expiredHolds: 'booking.expired-holds', membershipDaily: MEMBERSHIP_DAILY_JOB, floorEventsPrune: 'floor.events-prune' } as const;

/** The timed work of the API on the durable job runner (ADR 016), as app.ts composes its routes. */
export function appJobs(deps: AppDeps): JobDefinition[] {
  return [
    { name: JOB_NAMES.noShows, schedule: everyMinutes(1), run: ({ signal }) => markDueNoShows(deps, { signal }) },
    { name: JOB_NAMES.expiredHolds, schedule: everyMinutes(5), run: ({ complete }) => releaseExpiredHolds(deps, { finish: complete }) },
    { name: JOB_NAMES.membershipDaily, schedule: daily(), run: () => runMembershipDay(deps) },
    { name: JOB_NAMES.floorEventsPrune, schedule: daily(), run: () => pruneFloorEvents(deps) },
    finishedJobsCleanup(deps),
  ];
}
