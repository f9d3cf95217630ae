// What other modules and app.ts may use of the jobs (lint allows nothing else): the durable job runner of
// ADR 016 (recurring and one-off runs in job_queue, each run by one instance) and, older, runOncePerDay.
export { type JobContext, type JobDefinition, type JobRunner, type Schedule, createJobRunner, daily, everyMinutes, finishedJobsCleanup } from './job-runner.ts';
export { type NewJob, enqueueJobs } from './job-repository.ts';
export { registerJobRunner } from './job-plugin.ts';
export { DAILY_JOB_LEASE_MS, runOncePerDay } from './once-per-day.ts';
