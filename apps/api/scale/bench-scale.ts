// `npm run bench:scale`: every customer-facing read and the hot writes on the demo chain (a throw-away
// database on the same server) and on the scale chain (DATABASE_URL, filled by `npm run seed:scale`), in one
// run: each read under load alternating with the empty route of the same server (ratio = req/s of the read
// / req/s of the empty route), p50 on both chains and their ratio (goal: at most 2x). Then EXPLAIN of every
// query those requests ran, against the scale chain: a sequential scan of a table above 100k rows fails it.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shine_scale npm run bench:scale
// BENCH_DEMO_ONLY=1 measures the demo chain alone (no scale chain needed: DATABASE_URL only names the server
// the throw-away demo database is made on), with no EXPLAIN check.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import autocannon from 'autocannon';
import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { zonedToday } from '@shine/shared';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, type Db, postgresListen } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { ensureShifts, seedDemoData } from '../src/db/seed/index.ts';
import { DEMO_CUSTOMER_PHONE } from '../src/db/seed/customers.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { findSeqScans } from './explain.ts';

const SCALE_URL = process.env.DATABASE_URL;
if (!SCALE_URL) throw new Error('bench:scale needs DATABASE_URL: the scale chain of `npm run seed:scale`');
const CONNECTIONS = 20;
const ROUND_S = Number(process.env.BENCH_ROUND_SECONDS ?? 1);
const ROUNDS = 2;
const WRITES = 30;
/** BENCH_EXPLAIN_ONLY=1: only the EXPLAIN check (one request of each kind), no load. */
const EXPLAIN_ONLY = process.env.BENCH_EXPLAIN_ONLY === '1';
/** BENCH_ONLY=<regex>: only the reads whose label matches (e.g. 'logged in|wheel'), and no writes. */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
/** BENCH_DEMO_ONLY=1: the demo chain only (a quick before/after where no scale chain was seeded). */
const DEMO_ONLY = process.env.BENCH_DEMO_ONLY === '1';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };
const migrationsFolder = new URL('../drizzle', import.meta.url).pathname;

type Chain = {
  name: string;
  base: string;
  token: string;
  phone: string;
  close: () => Promise<void>;
  db: Db;
  app: Awaited<ReturnType<typeof buildApp>>;
  captured: Map<string, unknown[]>;
};

/** A database whose queries can be recorded (for EXPLAIN) while `capturing` is on. */
function openRecording(url: string) {
  const client = postgres(url, { max: 20, onnotice: () => {} });
  const captured = new Map<string, unknown[]>();
  const state = { capturing: false };
  const db = drizzle({
    client,
    schema,
    casing: 'snake_case',
    logger: { logQuery: (q, params) => void (state.capturing && !captured.has(q) && captured.set(q, params)) },
  });
  const database: Database = {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.end({ timeout: 5 }),
    listen: postgresListen(client),
  };
  return { database, captured, state };
}

const today = zonedToday(new Date(), 'Asia/Ho_Chi_Minh');
const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const dateBook = `${tomorrow.slice(8, 10)}-${tomorrow.slice(5, 7)}-${tomorrow.slice(0, 4)}`;

async function startChain(name: string, url: string, opts: { seed: boolean; drop?: () => Promise<void> }): Promise<Chain & { state: { capturing: boolean } }> {
  const { database, captured, state } = openRecording(url);
  await database.migrate();
  if (opts.seed) await seedDemoData(database.db, { today });
  await ensureShifts(database.db, { today, days: 3 });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '',
    DATA_DIR: tmpdir(),
    RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
    LIMIT_HOLDS_PER_IP: '100000000',
    LIMIT_ANON_CREATES_PER_IP: '100000000',
    LIMIT_PHONE_LOOKUPS_PER_HOUR: '100000000',
  });
  const app = await buildApp({ config, database, logger: false });
  app.get('/api/bench/empty', async () => ({ data: null }));
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  // The logged-in customer: the demo one, or on the scale chain the most loyal (most visits) one.
  const pg = postgres(url, { max: 1, onnotice: () => {} });
  const [who] = opts.seed
    ? await pg<{ id: number; phone: string }[]>`select id, phone from customers where phone = ${DEMO_CUSTOMER_PHONE}`
    : await pg<{ id: number; phone: string }[]>`select c.id, c.phone from customers c where c.phone like '09%' and c.name like 'Khách %' order by c.id limit 1`;
  await pg.end();
  const token = await createSession(database.db, who!.id, new Date());
  return {
    name,
    base,
    token,
    phone: who!.phone,
    db: database.db,
    app,
    captured,
    state,
    close: async () => {
      await app.close();
      await database.close();
      await opts.drop?.();
    },
  };
}

type Read = { label: string; path: (c: Chain) => string; loggedIn?: boolean; group?: 'fast' };
const READS: Read[] = [
  { label: 'fetchAllSalon (anonymous)', path: () => '/api/v1/booking/fetchAllSalon' },
  { label: 'fetchAllSalon (logged in)', path: () => '/api/v1/booking/fetchAllSalon', loggedIn: true },
  { label: 'service list v5', path: () => '/api/v1/booking/service-list-v5?salonId=1' },
  { label: 'service list v5 (logged in)', path: (c) => `/api/v1/booking/service-list-v5?salonId=1&customerPhone=${c.phone}`, loggedIn: true },
  { label: 'hours (book-hours-group)', path: () => `/api/v1/booking/book-hours-group?salonId=1&bookDate=${dateBook}&stylistId=0&listServiceId=101` },
  {
    label: 'hours (logged in)',
    path: (c) => `/api/v1/booking/book-hours-group?salonId=1&bookDate=${dateBook}&stylistId=0&listServiceId=101&customerPhone=${c.phone}`,
    loggedIn: true,
  },
  { label: 'backup hours', path: () => `/api/v1/booking/book-hours-backup?salonId=1&bookDate=${dateBook}&choosenServices=101` },
  { label: 'salon page', path: () => '/api/v1/salon/1/page' },
  { label: 'home (content/home)', path: () => '/api/v1/content/home' },
  { label: 'reward detail', path: () => '/api/v1/booking/reward-detail?campaignId=5' },
  { label: 'wheel', path: () => '/api/v1/lucky-wheel/wheels/WHEEL', loggedIn: true },
  { label: 'history (logged in)', path: () => '/api/v1/customer/histories', loggedIn: true },
  { label: 'upcoming (lookup)', path: (c) => `/api/v1/booking/lookup?phone=${c.phone}`, loggedIn: true },
  { label: 'membership status', path: () => '/api/v1/membership/status', loggedIn: true },
  { label: 'top stylists (top-rate)', path: () => '/api/v1/rating/top-rate' },
  { label: 'top stylists history', path: () => '/api/v1/rating/top-rate-history?month=' + today.slice(0, 7) },
  { label: 'Style Master list', path: () => '/api/v1/staff-vote/list' },
  { label: 'Style Master top-like', path: () => '/api/v1/stylemaster/top-like' },
  { label: 'contest leaderboard', path: () => '/api/v1/contest/leaderboard' },
];

type Load = { reqPerSec: number; p50: number; errors: number };
async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: ROUND_S, headers: { ...BROWSER, ...headers } });
  return { reqPerSec: r.requests.average, p50: r.latency.p50, errors: r.non2xx + r.errors };
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A read against the empty route of the same server in alternating rounds: medians. */
async function measure(chain: Chain, path: string, loggedIn: boolean) {
  const empties: Load[] = [];
  const targets: Load[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    empties.push(await load(`${chain.base}/api/bench/empty`));
    targets.push(await load(`${chain.base}${path}`, loggedIn ? { authorization: `Bearer ${chain.token}` } : {}));
  }
  const reqPerSec = median(targets.map((t) => t.reqPerSec));
  return {
    reqPerSec,
    ratio: reqPerSec / median(empties.map((e) => e.reqPerSec)),
    p50: median(targets.map((t) => t.p50)),
    errors: targets.reduce((n, t) => n + t.errors, 0),
  };
}

/** Sequential writes through inject: p50 of their latency, and the empty route's the same way. */
async function writes(chain: Chain, label: string, request: (i: number) => InjectOptions) {
  const time = async (req: InjectOptions) => {
    const t = performance.now();
    const res = await chain.app.inject(req);
    return { ms: performance.now() - t, ok: res.statusCode < 300 };
  };
  const empty: number[] = [];
  const took: number[] = [];
  let errors = 0;
  for (let i = 0; i < WRITES; i++) {
    empty.push((await time({ url: '/api/bench/empty' })).ms);
    const r = await time(request(i));
    took.push(r.ms);
    if (!r.ok) errors++;
  }
  return { label, p50: median(took), ratio: median(empty) / median(took), errors };
}

async function masterOf(chain: Chain) {
  const rows = await chain.db.execute(
    sql`select s.id, sh.salon_id from staff s join staff_shifts sh on sh.staff_id = s.id where s.is_master and sh.work_date = ${tomorrow} order by s.id limit 1`,
  );
  const list = ((rows as unknown as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[])) as { id: number; salon_id: number }[];
  return list[0];
}
async function hotWrites(chain: Chain, offset: number) {
  const master = await masterOf(chain);
  const voteHeaders = { authorization: `Bearer ${chain.token}` };
  const phone = (i: number) => `0598${String(offset + i).padStart(6, '0')}`;
  return [
    await writes(chain, 'create booking (any stylist)', (i) => ({
      method: 'POST',
      url: '/api/v1/booking',
      payload: {
        salonId: 2 + (i % 10),
        phone: phone(i),
        stylistId: 0,
        dateBook,
        bookHourId: 1 + Math.floor(i / 10),
        chosenServices: JSON.stringify([{ id: 101 }]),
      },
    })),
    await writes(chain, 'create booking (Stylist Master)', (i) => ({
      method: 'POST',
      url: '/api/v1/booking',
      payload: {
        salonId: master?.salon_id ?? 1,
        phone: phone(100 + i),
        stylistId: master?.id ?? 0,
        dateBook,
        bookHourId: 3 + i * 2,
        chosenServices: JSON.stringify([{ id: 101 }]),
      },
    })),
    await writes(chain, 'vote / unvote', (i) => ({
      method: 'POST',
      url: i % 2 === 0 ? '/api/v1/staff-vote/vote' : '/api/v1/staff-vote/unvote',
      headers: voteHeaders,
      payload: { postId: 11 },
    })),
  ];
}

// ---- the run ----
const server = new URL(SCALE_URL);
const demoName = `shine_bench_demo_${randomBytes(4).toString('hex')}`;
const admin = postgres(SCALE_URL, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${demoName}`);
const demoUrl = new URL(server);
demoUrl.pathname = `/${demoName}`;
const demo = await startChain('demo', demoUrl.toString(), {
  seed: true,
  drop: async () => void (await admin.unsafe(`drop database if exists ${demoName} with (force)`)),
});
const scale = DEMO_ONLY ? undefined : await startChain('scale', SCALE_URL, { seed: false });
const chains = scale ? [demo, scale] : [demo];

// The wheel's slug, from the demo data.
const demoAdmin = postgres(demoUrl.toString(), { max: 1, onnotice: () => {} });
const wheels = await demoAdmin.unsafe<{ slug: string }[]>(`select slug from wheels order by id limit 1`).catch(() => []);
await demoAdmin.end();
const slug = wheels[0]?.slug ?? 'WHEEL';

// One pass recording every query the scale chain runs for these requests (and one of each write), for EXPLAIN.
if (scale) {
  scale.state.capturing = true;
  for (const r of READS)
    await scale.app.inject({ url: r.path(scale).replace('WHEEL', slug), headers: r.loggedIn ? { authorization: `Bearer ${scale.token}` } : {} });
  await hotWrites(scale, 9000).catch((err) => console.warn('write capture:', (err as Error).message));
  scale.state.capturing = false;
}

type Measured = Awaited<ReturnType<typeof measure>>;
type Row = { label: string; demo: Measured; scale: Measured | undefined };
const rows: Row[] = [];
if (!EXPLAIN_ONLY) for (const chain of chains) await load(`${chain.base}/api/bench/empty`); // warm-up
for (const r of EXPLAIN_ONLY ? [] : READS.filter((read) => !ONLY || ONLY.test(read.label))) {
  const [d, s] = [
    await measure(demo, r.path(demo).replace('WHEEL', slug), r.loggedIn === true),
    scale && (await measure(scale, r.path(scale).replace('WHEEL', slug), r.loggedIn === true)),
  ];
  rows.push({ label: r.label, demo: d, scale: s });
  console.error(`measured ${r.label}`);
}
const writeRows = EXPLAIN_ONLY || ONLY ? [[], []] : [await hotWrites(demo, 0), scale ? await hotWrites(scale, 1000) : []];

const ms = (x: number) => (x < 10 ? x.toFixed(1) : Math.round(x).toString());
console.info(
  `\nreads: autocannon ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_S} s alternating with the empty route (ratio = req/s of the read / req/s of the empty route); p50 in ms\n`,
);
console.info('| endpoint | demo ratio | scale ratio | demo p50 | scale p50 | scale/demo p50 | non-2xx |');
console.info('|---|---:|---:|---:|---:|---:|---:|');
const fails: string[] = [];
const na = '–';
for (const r of rows) {
  const growth = r.scale ? r.scale.p50 / Math.max(r.demo.p50, 1) : undefined;
  if (growth !== undefined && growth > 2) fails.push(`${r.label}: p50 grows ${growth.toFixed(1)}x`);
  console.info(
    `| ${r.label} | ${r.demo.ratio.toFixed(2)}x | ${r.scale ? `${r.scale.ratio.toFixed(2)}x` : na} | ${ms(r.demo.p50)} | ${r.scale ? ms(r.scale.p50) : na} | ${growth === undefined ? na : `${growth.toFixed(1)}x`} | ${r.demo.errors + (r.scale?.errors ?? 0)} |`,
  );
}
console.info(`\nhot writes: ${WRITES} sequential requests each, through inject (ratio = p50 of the empty route / p50 of the write)\n`);
console.info('| write | demo p50 | scale p50 | scale/demo p50 | demo ratio | scale ratio | errors |');
console.info('|---|---:|---:|---:|---:|---:|---:|');
writeRows[0]!.forEach((d, i) => {
  const s = writeRows[1]![i];
  console.info(
    `| ${d.label} | ${ms(d.p50)} | ${s ? ms(s.p50) : na} | ${s ? `${(s.p50 / d.p50).toFixed(1)}x` : na} | ${d.ratio.toFixed(2)}x | ${s ? `${s.ratio.toFixed(2)}x` : na} | ${d.errors + (s?.errors ?? 0)} |`,
  );
});

// EXPLAIN of every query the scale chain ran for these requests.
let scans: Awaited<ReturnType<typeof findSeqScans>> = [];
if (scale) {
  const explainDb = postgres(SCALE_URL, { max: 1, onnotice: () => {} });
  scans = await findSeqScans(explainDb, scale.captured, 100_000);
  console.info(
    `\nEXPLAIN: ${scale.captured.size} distinct queries; whole-table reads (seq scans, unconditioned index walks) of tables above 100k rows: ${scans.length === 0 ? 'none' : ''}`,
  );
  for (const s of scans) console.info(`  - ${s.how} on ${s.table} (${s.rows.toLocaleString('en')} rows): ${s.query.slice(0, 220)}`);
  await explainDb.end();
}
if (fails.length > 0) console.info(`\np50 growth above 2x: ${fails.join('; ')}`);
for (const chain of chains) await chain.close();
await admin.end();
process.exit(scans.length > 0 ? 1 : 0);
