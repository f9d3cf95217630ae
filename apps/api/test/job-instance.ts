// One API instance in its own process for jobs-kill.pg.test.ts: the real app on the test's PostgreSQL
// database with its job runner polling, the clock standing at JOB_INSTANCE_NOW. It prints "ready" once
// the app is ready, and runs until it is killed (the test sends SIGKILL to one of them mid-job).
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPostgres } from '../src/db/client.ts';
import { fixedClock } from '../src/lib/clock.ts';

const url = process.env.JOB_INSTANCE_DATABASE_URL;
const now = process.env.JOB_INSTANCE_NOW;
if (!url || !now) throw new Error('JOB_INSTANCE_DATABASE_URL and JOB_INSTANCE_NOW are required');

const database = openPostgres(url, 4);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '',
  JOBS_RUNNER: 'true',
  JOBS_POLL_MS: process.env.JOB_INSTANCE_POLL_MS ?? '100',
  JOBS_LEASE_MS: process.env.JOB_INSTANCE_LEASE_MS ?? '1500',
});
const app = await buildApp({ config, database, clock: fixedClock(now), logger: false });
await app.ready();
console.info(`ready ${app.jobs.workerId}`);
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
