import type { FastifyInstance } from 'fastify';
import { jobsRunnerOf } from '../../config.ts';
import { type JobDefinition, type JobRunner, createJobRunner } from './job-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's job runner: polling once the app is ready (unless JOBS_RUNNER=false, as in tests, which call `runDue()`). */
    jobs: JobRunner;
  }
}

/** One runner per instance: it starts polling when the app is ready and stops (its job in hand ended) as the app begins to close. */
export function registerJobRunner(app: FastifyInstance, jobs: JobDefinition[]): void {
  const { config, db, clock } = app.deps;
  const runner = createJobRunner({ db, clock, log: app.log, jobs, leaseMs: config.JOBS_LEASE_MS });
  app.decorate('jobs', runner);
  if (!jobsRunnerOf(config)) return;
  app.addHook('onReady', async () => runner.start(config.JOBS_POLL_MS));
  // preClose: before every onClose hook, of which server.ts's closes the database (they run last-added first).
  app.addHook('preClose', async () => runner.stop());
}
