// `npm run sim:floor-latency` (issue 31): the event-to-board latency over two API instances on one
// PostgreSQL database (DATABASE_URL, default the local test server). Instance A takes the floor's steps
// (walk-in, start of the cut, finish) at reception; a TV monitor's Server-Sent Events stream is connected
// to instance B. For each step: from A's answer (the transaction committed) to the event on B's stream,
// and from the moment the tablet sent it. Goal: p95 ≤ 2 s. A throw-away database is created and dropped.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import postgres from 'postgres';
import { zonedToday } from '@shine/shared';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPostgres } from '../src/db/client.ts';
import { services } from '../src/db/schema/index.ts';
import { ensureShifts, seedDemoData } from '../src/db/seed/index.ts';
import { MONITOR_PHONE, DEMO_STAFF_PASSWORD, managerPhone } from '../src/db/seed/floor.ts';
import { fixedClock } from '../src/lib/clock.ts';
import { baseUrlOf, openEventStream } from '../test/sse-client.ts';

const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CUSTOMERS = Number(process.env.LATENCY_CUSTOMERS ?? 40);

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;

async function main() {
  const name = `shine_latency_${randomBytes(4).toString('hex')}`;
  const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const today = zonedToday(new Date());
  // 09:00 in the salon's zone today: the salon is open whenever the script runs.
  const clock = fixedClock(`${today}T02:00:00Z`);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '',
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    LIMIT_HOLDS_PER_IP: '100000',
  });
  const a = openPostgres(url.toString(), 10);
  const b = openPostgres(url.toString(), 10);
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  try {
    await a.migrate();
    await seedDemoData(a.db, { today });
    await ensureShifts(a.db, { today });
    const appA = await buildApp({ config, database: a, clock, logger: false });
    const appB = await buildApp({ config, database: b, clock, logger: false });
    apps.push(appA, appB);
    await Promise.all(apps.map((app) => app.ready()));
    const login = async (app: typeof appA, phone: string) => {
      const res = await app.inject({ method: 'POST', url: '/api/v1/staff/auth/login', payload: { phone, password: DEMO_STAFF_PASSWORD } });
      if (res.statusCode !== 200) throw new Error(`login ${res.statusCode} ${res.body}`);
      return res.json().data.token as string;
    };
    const manager = await login(appA, managerPhone(1));
    const monitor = await login(appB, MONITOR_PHONE);
    const [service] = await a.db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.discontinued, false), isNull(services.parentServiceId), eq(services.timeServe, 20)))
      .limit(1);
    const serviceId = service!.id;
    const board = await openEventStream(`${await baseUrlOf(appB)}/api/v1/staff/salons/1/events`, { 'x-staff-session': monitor });
    const fromCommit: number[] = [];
    const fromTap: number[] = [];
    const post = (path: string, payload: object) => appA.inject({ method: 'POST', url: path, headers: { 'x-staff-session': manager }, payload });
    const step = async (path: string, payload: object, kind: string, bookingId?: number) => {
      const tap = performance.now();
      const res = await post(path, payload);
      const committed = performance.now();
      if (res.statusCode !== 200) return undefined;
      const id = bookingId ?? (res.json().data.bookingId as number);
      await board.next((e) => e.data.bookingId === id && e.data.kind === kind);
      const seen = performance.now();
      fromCommit.push(seen - committed);
      fromTap.push(seen - tap);
      return id;
    };
    let served = 0;
    for (let i = 0; i < CUSTOMERS; i++) {
      const phone = `0388${String(100000 + i).slice(-6)}`;
      const id = await step('/api/v1/staff/salons/1/walk-ins', { phone, serviceIds: [serviceId], stylistId: 0 }, 'walkIn.create');
      if (id === undefined) break;
      await step(`/api/v1/staff/visits/${id}/start-cut`, {}, 'visit.startCut', id);
      await step(`/api/v1/staff/visits/${id}/finish`, {}, 'visit.finish', id);
      served++;
    }
    await board.close();
    const fmt = (n: number) => `${n.toFixed(1)} ms`;
    console.info(
      `sim:floor-latency: ${served} customers, ${fromCommit.length} events from instance A to a monitor's SSE stream on instance B (PostgreSQL LISTEN/NOTIFY)`,
    );
    console.info(
      `commit → board: median ${fmt(quantile(fromCommit, 0.5))}, p95 ${fmt(quantile(fromCommit, 0.95))}, max ${fmt(Math.max(...fromCommit))} (goal p95 ≤ 2 s)`,
    );
    console.info(`tap → board (the step's own transaction included): median ${fmt(quantile(fromTap, 0.5))}, p95 ${fmt(quantile(fromTap, 0.95))}`);
    if (!(quantile(fromCommit, 0.95) <= 2000)) process.exitCode = 1;
  } finally {
    await Promise.all(apps.map((app) => app.close()));
    await a.close();
    await b.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
