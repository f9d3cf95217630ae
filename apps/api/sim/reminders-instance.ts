// One API instance of `npm run sim:reminders`: the real app on the simulation's PostgreSQL database with
// its job runner polling, its clock the simulated one (read from the sim_clock row every 20 ms, so both
// instances share it). Prints "ready <workerId>"; runs until killed (the simulation kills one with -9).
import postgres from 'postgres';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPostgres } from '../src/db/client.ts';

const url = process.env.SIM_DATABASE_URL!;
const env = JSON.parse(process.env.SIM_APP_ENV!) as Record<string, string>;
const sql = postgres(url, { max: 1, onnotice: () => {} });
let simNow = new Date(Number((await sql`select now_ms from sim_clock`)[0]!.now_ms));
setInterval(() => {
  sql`select now_ms from sim_clock`.then(
    (rows) => (simNow = new Date(Number(rows[0]!.now_ms))),
    () => {},
  );
}, 20).unref();

const database = openPostgres(url, 4);
const config = loadConfig({ ...env, JOBS_RUNNER: 'true', JOBS_POLL_MS: '50' });
const app = await buildApp({ config, database, clock: { now: () => simNow }, logger: false });
await app.ready();
console.info(`ready ${app.jobs.workerId}`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
