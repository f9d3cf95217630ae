// `npm run bench`: the hours endpoint and the service list against an empty route of the same server,
// on PGlite and on PostgreSQL side by side, plus creates per second and the in-process slot sweep; then
// the same on PostgreSQL holding 200k past bookings (BENCH_PAST_BOOKINGS, 0 to skip).
// Figures are printed as a table; ratios (endpoint / empty route) travel between machines better than req/s.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { zonedToday } from '@shine/shared';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { eq, sql } from 'drizzle-orm';
import { customers } from '../src/db/schema/index.ts';
import { ensureShifts, seedDemoData } from '../src/db/seed/index.ts';
import { DEMO_CUSTOMER_PHONE as DEMO_PHONE } from '../src/db/seed/customers.ts';
import { CHAIN_ADMIN_PHONE, DEMO_STAFF_PASSWORD } from '../src/db/seed/floor.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { sweepSlots, type StylistDay } from '../src/modules/availability/slot-sweep.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = 3;
/** What Chromium sends with every fetch of the web app: answers come compressed, as the customer gets them. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PAST_BOOKINGS = Number(process.env.BENCH_PAST_BOOKINGS ?? 200_000);

type Load = { reqPerSec: number; p99: number; errors: number };
type Row = { db: string; target: string; reqPerSec: number; p99: number; ratio?: number; errors: number };

async function load(url: string, headers?: Record<string, string>, seconds = DURATION_S): Promise<Load> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { ...BROWSER_HEADERS, ...headers } });
  return { reqPerSec: Math.round(r.requests.average), p99: r.latency.p99, errors: r.non2xx + r.errors };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * A target against the empty route in alternating rounds (empty, target, empty, target, …), so that a
 * shared machine's load drifting during the run moves both figures alike; medians of the rounds.
 */
async function compare(emptyUrl: string, url: string, headers?: Record<string, string>) {
  const seconds = Math.max(1, Math.round(DURATION_S / ROUNDS));
  const empties: Load[] = [];
  const targets: Load[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    empties.push(await load(emptyUrl, undefined, seconds));
    targets.push(await load(url, headers, seconds));
  }
  const empty = median(empties.map((e) => e.reqPerSec));
  const reqPerSec = median(targets.map((t) => t.reqPerSec));
  return {
    empty,
    target: { reqPerSec, p99: median(targets.map((t) => t.p99)), errors: targets.reduce((n, t) => n + t.errors, 0), ratio: reqPerSec / empty },
  };
}

async function openBenchDb(kind: 'pglite' | 'postgres'): Promise<Database | undefined> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'shine-bench-'));
    const db = openPglite(dir);
    return {
      ...db,
      close: async () => {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `shine_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (err) {
    console.warn(`PostgreSQL not reachable at ${PG_URL}: ${(err as Error).message} — skipping it`);
    await admin.end();
    return undefined;
  }
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), 20);
  return {
    ...db,
    close: async () => {
      await db.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * `count` finished bookings over the two years before `today`, spread over every stylist of the demo
 * chain: the history a chain's database carries, which no read of today's hours may scan.
 */
async function addPastBookings(database: Database, today: string, count: number) {
  await database.db.execute(sql`
    insert into bookings (customer_id, phone, salon_id, stylist_id, date_book, start_at, end_at, hour_id, status, total_price, old_total_price)
    select null, '0599' || lpad((n % 1000000)::text, 6, '0'), st.salon_id, st.id, d::date,
           d + interval '9 hours', d + interval '9 hours 40 minutes', 1,
           case when n % 10 = 0 then 'canceled' else 'completed' end, 100000, 100000
    from generate_series(1, ${count}) as n,
         lateral (select ${today}::date - (1 + n % 730) as d) as day,
         lateral (select id, salon_id from staff where role = 'stylist' order by id offset (n % (select count(*) from staff where role = 'stylist')) limit 1) as st`);
  await database.db.execute(sql`analyze bookings`);
}

async function benchDatabase(kind: 'pglite' | 'postgres', pastBookings = 0): Promise<Row[]> {
  const database = await openBenchDb(kind);
  if (!database) return [];
  await database.migrate();
  const today = zonedToday(new Date(), 'Asia/Ho_Chi_Minh');
  await seedDemoData(database.db, { today });
  await ensureShifts(database.db, { today });
  if (pastBookings > 0) await addPastBookings(database, today, pastBookings);
  const label = pastBookings > 0 ? `${kind} + ${pastBookings / 1000}k past` : kind;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '',
    RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
    DATA_DIR: tmpdir(),
    // The engine's speed, not the abuse limits: the creates come from one address without a login.
    LIMIT_HOLDS_PER_IP: '100000000',
    LIMIT_ANON_CREATES_PER_IP: '100000000',
  });
  const app = await buildApp({ config, database, logger: false });
  app.get('/api/bench/empty', async () => ({ data: null }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const [d, m, y] = [today.slice(8, 10), today.slice(5, 7), today.slice(0, 4)];
  // Tomorrow, so every hour of the day is bookable whenever the bench runs.
  const tomorrow = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + 1)).toISOString().slice(0, 10);
  const dateBook = `${tomorrow.slice(8, 10)}-${tomorrow.slice(5, 7)}-${tomorrow.slice(0, 4)}`;

  const rows: Row[] = [];
  const emptyUrl = `${address}/api/bench/empty`;
  await load(emptyUrl, undefined, 1); // warm-up
  const empties: number[] = [];
  // The web app sends the phone only for the customer logged in as it (anyone else's is ignored).
  const [customer] = await database.db.select().from(customers).where(eq(customers.phone, DEMO_PHONE));
  const token = await createSession(database.db, customer!.id, new Date());
  for (const [target, url] of [
    ['hours (book-hours-group)', `${address}/api/v1/booking/book-hours-group?salonId=1&bookDate=${dateBook}&stylistId=0&listServiceId=101`],
    ['service list v5', `${address}/api/v1/booking/service-list-v5?salonId=1`],
    // What the web app sends: the chooser's salon list, and hours with the customer's phone.
    ['fetchAllSalon', `${address}/api/v1/booking/fetchAllSalon`],
    [
      'hours, logged in with customerPhone',
      `${address}/api/v1/booking/book-hours-group?salonId=1&bookDate=${dateBook}&stylistId=0&listServiceId=101&customerPhone=${DEMO_PHONE}`,
    ],
    ['backup hours (book-hours-backup)', `${address}/api/v1/booking/book-hours-backup?salonId=1&bookDate=${dateBook}&choosenServices=101`],
  ] as const) {
    const r = await compare(emptyUrl, url, target.startsWith('hours, logged in') ? { authorization: `Bearer ${token}` } : undefined);
    empties.push(r.empty);
    rows.push({ db: label, target, ...r.target });
  }
  rows.unshift({ db: label, target: 'empty route (median of its rounds)', reqPerSec: median(empties), p99: NaN, errors: 0 });
  rows.push({ db: label, target: 'creates (no conflicts)', ...(await benchCreates(app, dateBook)), errors: 0 });
  await app.close();
  await database.close();
  return rows;
}

/** Creates/s: 10 at a time, each for a different salon/hour so none conflicts. */
async function benchCreates(app: Awaited<ReturnType<typeof buildApp>>, dateBook: string) {
  const jobs: { salonId: number; hourId: number }[] = [];
  for (let hourId = 1; hourId <= 30; hourId++) for (let salonId = 1; salonId <= 20; salonId++) jobs.push({ salonId, hourId });
  let n = 0;
  let ok = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (n < jobs.length) {
        const job = jobs[n++]!;
        const phone = `0599${String(n).padStart(6, '0')}`;
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/booking',
          payload: { salonId: job.salonId, phone, stylistId: 0, dateBook, bookHourId: job.hourId, chosenServices: JSON.stringify([{ id: 101 }]) },
        });
        if (res.statusCode === 200) ok++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { reqPerSec: Math.round(ok / seconds), p99: NaN };
}

function sweepBench() {
  const h = (hh: number, mm = 0) => hh * 60 + mm;
  const stylists: StylistDay[] = Array.from({ length: 12 }, (_, i) => ({
    stylistId: i + 1,
    shift: { start: h(8, 30), end: h(20, 30) },
    busy: Array.from({ length: 42 }, (_, k) => ({ start: h(8, 30) + ((k * 17 + i * 5) % 700), end: h(8, 30) + ((k * 17 + i * 5) % 700) + 20 })),
  }));
  const grid = { openMinute: h(8, 30), closeMinute: h(20, 30), slotMinutes: 20 };
  for (let i = 0; i < 200; i++) sweepSlots({ grid, stylists, durationMinutes: 40 });
  const runs = 2000;
  const t = performance.now();
  for (let i = 0; i < runs; i++) sweepSlots({ grid, stylists, durationMinutes: 40 });
  return (performance.now() - t) / runs;
}

/**
 * The back office's reports (issue 32) on PostgreSQL: every salon's stylists rostered for 90 days and their
 * visits of those days (8 a stylist-day: completed with payment, predicted and actual cut start, one in five
 * rated; no-shows and cancellations among them), generated set-based; then the chain's report for the 90 days
 * and one salon's, each the median of 3 requests through the real route.
 */
async function benchReports(): Promise<Row[]> {
  const database = await openBenchDb('postgres');
  if (!database) return [];
  await database.migrate();
  const today = zonedToday(new Date(), 'Asia/Ho_Chi_Minh');
  await seedDemoData(database.db, { today });
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 90 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const t0 = performance.now();
  await database.db.execute(sql`
    insert into staff_shifts (staff_id, salon_id, work_date, start_minute, end_minute, breaks)
    select st.id, st.salon_id, d::date, 510, 1230, '[{"start":720,"end":780}]'::jsonb
    from staff st, generate_series(${from}::date, ${to}::date, interval '1 day') d
    where st.active and (st.id + extract(doy from d)::int) % 7 <> 0
    on conflict (staff_id, work_date) do nothing`);
  await database.db.execute(sql`
    insert into bookings (customer_id, phone, salon_id, stylist_id, date_book, start_at, end_at, hour_id, status, total_price, old_total_price)
    select null, '0598' || lpad(((sh.staff_id * 7919 + k * 104729 + extract(doy from sh.work_date)::int * 31) % 400000)::text, 6, '0'),
           sh.salon_id, sh.staff_id, sh.work_date,
           (sh.work_date + interval '1 minute' * (510 + k * 80)) - interval '7 hours',
           (sh.work_date + interval '1 minute' * (550 + k * 80)) - interval '7 hours', 1,
           case when (sh.staff_id + k) % 23 = 0 then 'no_show' when (sh.staff_id + k) % 17 = 0 then 'canceled' else 'completed' end, 120000, 120000
    from staff_shifts sh join staff st on st.id = sh.staff_id and st.role = 'stylist', generate_series(0, 7) k
    where sh.work_date between ${from}::date and ${to}::date`);
  await database.db.execute(sql`
    insert into visit_payments (booking_id, salon_id, method, amount, invoice_number, staff_account_id, paid_at)
    select b.id, b.salon_id, 'cash', b.total_price, 'BENCH-' || b.id, (select min(id) from staff_accounts), b.end_at
    from bookings b where b.status = 'completed' and b.date_book between ${from}::date and ${to}::date
    on conflict do nothing`);
  await database.db.execute(sql`
    insert into visits (booking_id, stage, checked_in_at, cut_started_at, finished_at, paid_at, predicted_cut_at, updated_at)
    select b.id, 'paid', b.start_at - interval '5 minutes', b.start_at + interval '1 minute' * (b.id % 9), b.end_at, b.end_at,
           b.start_at + interval '1 minute' * (b.id % 5), b.end_at
    from bookings b where b.status = 'completed' and b.date_book between ${from}::date and ${to}::date
    on conflict do nothing`);
  await database.db.execute(sql`
    insert into ratings (booking_id, stars, created_at)
    select b.id, 3 + b.id % 3, b.end_at from bookings b
    where b.status = 'completed' and b.id % 5 = 0 and b.date_book between ${from}::date and ${to}::date
    on conflict do nothing`);
  await database.db.execute(sql`analyze`);
  const generated = (await database.db.execute(
    sql`select (select count(*) from bookings where date_book between ${from}::date and ${to}::date) as visits, (select count(*) from salons) as salons`,
  )) as unknown as { rows?: { visits: number; salons: number }[] };
  const counts = (generated.rows ?? (generated as unknown as { visits: number; salons: number }[]))[0]!;
  const setupSeconds = ((performance.now() - t0) / 1000).toFixed(0);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '',
    DATA_DIR: tmpdir(),
    RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/v1/staff/auth/login', payload: { phone: CHAIN_ADMIN_PHONE, password: DEMO_STAFF_PASSWORD } });
  const headers = { 'x-staff-session': login.json().data.token as string };
  const timed = async (url: string) => {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      const res = await app.inject({ url, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      times.push(performance.now() - t);
    }
    return Math.round(median(times));
  };
  const label = `postgres, ${counts.salons} salons × 90 days, ${Math.round(Number(counts.visits) / 1000)}k visits (generated in ${setupSeconds} s)`;
  const rows: Row[] = [
    {
      db: label,
      target: 'back office: chain report, 90 days (ms, median of 3; budget 2000)',
      reqPerSec: await timed(`/api/v1/admin/reports?scope=chain&from=${from}&to=${to}`),
      p99: NaN,
      errors: 0,
    },
    {
      db: label,
      target: "back office: one salon's report, 90 days (ms)",
      reqPerSec: await timed(`/api/v1/admin/reports?scope=salon&id=1&from=${from}&to=${to}`),
      p99: NaN,
      errors: 0,
    },
  ];
  await app.close();
  await database.close();
  return rows;
}

const rows =
  process.env.BENCH_ONLY === 'backoffice'
    ? await benchReports()
    : [
        ...(await benchDatabase('pglite')),
        ...(await benchDatabase('postgres')),
        ...(PAST_BOOKINGS > 0 ? await benchDatabase('postgres', PAST_BOOKINGS) : []),
        ...(await benchReports()),
      ];
console.info(
  `\nload: autocannon, ${CONNECTIONS} connections; each target ${ROUNDS} rounds of ${Math.max(1, Math.round(DURATION_S / ROUNDS))} s alternating with the empty route (ratio = median target / median empty of its rounds)\n`,
);
console.info('| database | target | req/s | p99 ms | ratio to empty | non-2xx |');
console.info('|---|---|---:|---:|---:|---:|');
for (const r of rows) {
  console.info(`| ${r.db} | ${r.target} | ${r.reqPerSec} | ${Number.isNaN(r.p99) ? '-' : r.p99} | ${r.ratio ? r.ratio.toFixed(2) + 'x' : '-'} | ${r.errors} |`);
}
const perDay = sweepBench();
console.info(`\nslot sweep in-process: ${perDay.toFixed(3)} ms per salon-day (12 stylists, 504 bookings; budget 2 ms)`);
