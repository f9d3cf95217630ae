// `npm run sim:reminders` (issue 33): a simulated week of 1,000 bookings with random changes and
// cancellations, on two API instances (child processes with their job runners) sharing one PostgreSQL
// database (DATABASE_URL, default the local test server; a throw-away database is created and dropped)
// and one simulated clock, one instance killed with kill -9 mid-run, the messages going to fake ZNS and
// SMS gateways (ZNS refuses some phones: no Zalo, and fails now and then). The clock steps from one due
// time or scenario event to the next; at each step the instances send what is due before it moves on.
// Then the waitlist race: 50 rounds of 20 waiting customers claiming one freed chair at once.
// It prints the goals of the issue. Seeded (SIM_SEED=n to vary).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { addDays, formatDisplayDate, zonedDateTimeToUtc, zonedNow } from '@shine/shared';
import { allowedToSendAt } from '@shine/shared/rules/booking-messages';
import { buildApp } from '../src/app.ts';
import { loadConfig, oneTapSecretOf } from '../src/config.ts';
import { openPostgres } from '../src/db/client.ts';
import {
  bookingMessages,
  bookingStatusHistory,
  bookings,
  customers,
  jobQueue,
  salons,
  staff,
  waitlistEntries,
  waitlistOffers,
  waitlistSlots,
} from '../src/db/schema/index.ts';
import { seedDemoData } from '../src/db/seed/index.ts';
import { signOneTap } from '../src/lib/one-tap-token.ts';
import { cancelInTransaction, tryInsertBooking } from '../src/modules/booking/index.ts';
import { scheduleBookingMessages, scheduleRatingRequest, voidBookingMessages } from '../src/modules/messages/index.ts';

const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BOOKINGS = Number(process.env.SIM_BOOKINGS ?? 1000);
const ROUNDS = Number(process.env.SIM_ROUNDS ?? 50);
const RACERS = 20;
const MIN = 60_000;
const TZ = 'Asia/Ho_Chi_Minh';
const WEEK_START = '2026-11-30'; // a Monday

function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rng = random(Number(process.env.SIM_SEED ?? 33));
const int = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;
const hash = (s: string) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

/** Fake ZNS + SMS providers: ZNS refuses phones without Zalo (1 in 8) and fails 1 request in 20; every request recorded. */
async function startGateways() {
  const requests: { path: string; at: number; trackingId: string; ok: boolean; data: Record<string, string> }[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      const at = performance.now();
      if (req.url === '/zns') {
        const trackingId = String(body.tracking_id);
        const noZalo = hash(String(body.phone)) % 8 === 0;
        const flaky = hash(`${trackingId}:${requests.length}`) % 20 === 0;
        const ok = !noZalo && !flaky;
        requests.push({ path: '/zns', at, trackingId, ok, data: body.template_data as Record<string, string> });
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(ok ? { error: 0, data: { msg_id: `z${requests.length}` } } : { error: -118, message: 'Zalo account not existed' }));
      } else {
        requests.push({ path: '/sms', at, trackingId: String(body.RequestId), ok: true, data: { content: String(body.Content) } });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ CodeResult: '100', SMSID: `s${requests.length}` }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

type Event = { at: number; run: () => Promise<void> };

async function main() {
  const name = `shine_reminders_${randomBytes(4).toString('hex')}`;
  const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const gateways = await startGateways();
  const children: ChildProcess[] = [];
  const database = openPostgres(url.toString(), 24);
  const db = database.db;
  const t0 = zonedDateTimeToUtc(WEEK_START, 6 * 60, TZ).getTime();
  let simNow = t0;
  try {
    await database.migrate();
    await seedDemoData(db, { today: WEEK_START });
    await db.execute(sql`create table sim_clock (now_ms bigint not null)`);
    await db.execute(sql`insert into sim_clock values (${simNow})`);
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '',
      MESSAGE_SENDER: 'zns,sms',
      ZNS_API_URL: `${gateways.base}/zns`,
      ZNS_ACCESS_TOKEN: 'sim',
      ZNS_OTP_TEMPLATE_ID: '1',
      ZNS_BOOKING_TEMPLATE_IDS: 'confirmation=301,reminder_day=302,reminder_2h=303,rating=304,waitlist_offer=305',
      SMS_API_URL: `${gateways.base}/sms`,
      SMS_API_KEY: 'sim',
      SMS_SECRET_KEY: 'sim',
      SMS_BRANDNAME: 'SHINE',
      WAITLIST_MODE: 'everyone',
      JOBS_LEASE_MS: '1500',
      RATE_LIMIT_PER_MINUTE: '1000000',
    };
    const setClock = async (ms: number) => {
      simNow = ms;
      await db.execute(sql`update sim_clock set now_ms = ${ms}`);
    };
    // The simulation's own app (no job runner): the waitlist claims go through its routes.
    const app = await buildApp({ config: loadConfig({ ...env, JOBS_RUNNER: 'false' }), database, clock: { now: () => new Date(simNow) }, logger: false });
    await app.ready();

    const script = fileURLToPath(new URL('./reminders-instance.ts', import.meta.url));
    const start = () =>
      new Promise<ChildProcess>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', script], {
          env: { ...process.env, SIM_DATABASE_URL: url.toString(), SIM_APP_ENV: JSON.stringify(env) },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        children.push(child);
        child.stdout!.on('data', (c: Buffer) => c.toString().includes('ready') && resolve(child));
        child.once('exit', (code) => reject(new Error(`instance exited ${code}`)));
      });
    const [a] = await Promise.all([start(), start()]);

    const stylists = await db.select({ id: staff.id, salonId: staff.salonId }).from(staff).where(eq(staff.role, 'stylist'));
    const salonRows = await db.select({ id: salons.id, timeZone: salons.timeZone }).from(salons);
    const zoneOf = new Map(salonRows.map((s) => [s.id, s.timeZone]));

    // --- The scenario: 1,000 bookings made over the week, some changed, some canceled, the rest paid.
    const events: Event[] = [];
    let phoneNo = 0;
    const newCustomer = async () => {
      const phone = `0377${String(++phoneNo).padStart(6, '0')}`;
      const [c] = await db
        .insert(customers)
        .values({ phone, name: `Khách Số ${phoneNo}` })
        .returning();
      return c!;
    };
    /** A booking at a random free hour 1 h to 3 days after `madeAt`, scheduled as create-booking does. */
    const insertBooking = async (customer: { id: number; phone: string | null }, madeAt: number) => {
      for (let tries = 0; tries < 50; tries++) {
        const s = stylists[int(0, stylists.length - 1)]!;
        const earliest = madeAt + 60 * MIN;
        const day = addDays(zonedNow(new Date(earliest), TZ).date, int(0, 2));
        const startAt = zonedDateTimeToUtc(day, 8 * 60 + 30 + 20 * int(0, 35), TZ);
        if (startAt.getTime() < earliest) continue;
        const booking = await db.transaction(async (tx) => {
          const b = await tryInsertBooking(tx, {
            customerId: customer.id,
            phone: customer.phone,
            salonId: s.salonId,
            stylistId: s.id,
            dateBook: day,
            startAt,
            endAt: new Date(startAt.getTime() + 40 * MIN),
            hourId: 1,
            status: 'confirmed',
            totalPrice: 100_000,
            oldTotalPrice: 100_000,
            createdAt: new Date(madeAt),
            updatedAt: new Date(madeAt),
          });
          if (b) await scheduleBookingMessages(tx, { ...b, timeZone: zoneOf.get(s.salonId)! }, new Date(madeAt));
          return b;
        });
        if (booking) return booking;
      }
      throw new Error('no free hour found');
    };
    const lockRow = async (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], id: number) =>
      (await tx.select().from(bookings).where(eq(bookings.id, id)).for('update'))[0]!;
    const plan = async (customer: { id: number; phone: string | null }, madeAt: number) => {
      const b = await insertBooking(customer, madeAt);
      const r = rng();
      const start = b.startAt.getTime();
      const between = madeAt + Math.floor(rng() * (start - madeAt - 5 * MIN));
      if (r < 0.2) {
        events.push({
          at: between,
          run: async () => {
            await db.transaction(async (tx) => {
              const row = await lockRow(tx, b.id);
              if (row.status === 'confirmed') await cancelInTransaction(tx, row, 'sim cancel', new Date(simNow));
            });
          },
        });
      } else if (r < 0.35) {
        // A change: the booking replaced by one at another hour (as create-booking does it).
        events.push({
          at: between,
          run: async () => {
            await db.transaction(async (tx) => {
              const row = await lockRow(tx, b.id);
              if (row.status !== 'confirmed') return;
              await tx.update(bookings).set({ status: 'canceled' }).where(eq(bookings.id, b.id));
              await tx
                .insert(bookingStatusHistory)
                .values({ bookingId: b.id, fromStatus: 'confirmed', toStatus: 'canceled', reason: 'changed by customer', at: new Date(simNow) });
              await voidBookingMessages(tx, b.id, 'booking changed');
            });
            await insertBooking(customer, simNow);
          },
        });
      } else if (r < 0.9) {
        events.push({
          at: start + 45 * MIN,
          run: async () => {
            await db.transaction(async (tx) => {
              const row = await lockRow(tx, b.id);
              if (!['confirmed', 'no_show', 'checked_in', 'in_service'].includes(row.status)) return;
              await tx.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, b.id));
              await scheduleRatingRequest(tx, { bookingId: b.id, phone: row.phone, paidAt: new Date(simNow), timeZone: TZ });
            });
          },
        });
      }
    };
    for (let i = 0; i < BOOKINGS; i++) {
      const madeAt = t0 + Math.floor(rng() * 7 * 24 * 60) * MIN;
      events.push({ at: madeAt, run: async () => plan(await newCustomer(), simNow) });
    }

    // --- The run: step the clock to the next event or due job; let the instances drain what is due.
    const due = async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int`, next: sql<string | null>`min(${jobQueue.runAt})` })
        .from(jobQueue)
        .where(and(eq(jobQueue.state, 'queued'), inArray(jobQueue.name, ['messages.send', 'waitlist.chair-freed', 'waitlist.offer-next'])));
      return row!;
    };
    const drain = async () => {
      await new Promise((r) => setTimeout(r, 60)); // the instances see the new time
      for (;;) {
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(jobQueue)
          .where(
            and(
              eq(jobQueue.state, 'queued'),
              sql`${jobQueue.runAt} <= ${new Date(simNow).toISOString()}::timestamptz`,
              inArray(jobQueue.name, ['messages.send', 'waitlist.chair-freed', 'waitlist.offer-next']),
            ),
          );
        if (row!.n === 0) return;
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const end = t0 + 10 * 24 * 60 * MIN;
    let steps = 0;
    let killedAt: number | null = null;
    let heldAtKill = 0;
    const wallStart = performance.now();
    for (;;) {
      events.sort((x, y) => x.at - y.at);
      const { next } = await due();
      const nextJob = next ? new Date(next).getTime() : Infinity;
      const nextEvent = events[0]?.at ?? Infinity;
      const at = Math.max(simNow, Math.min(nextJob, nextEvent));
      if (at === Infinity || at > end) break;
      await setClock(at);
      while (events[0] && events[0].at <= at) await events.shift()!.run();
      steps++;
      if (killedAt === null && steps > 1200 && events.length < BOOKINGS * 0.6) {
        // Mid-run: kill -9 one instance while the other goes on (its leased job, if any, is taken over).
        await setClock(at);
        await new Promise((r) => setTimeout(r, 70));
        heldAtKill = Number(
          (
            (await db.execute(sql`select count(*)::int as n from job_queue where state = 'queued' and locked_until > clock_timestamp()`)) as unknown as [
              { n: number },
            ]
          )[0].n,
        );
        a.kill('SIGKILL');
        killedAt = simNow;
      }
      await drain();
    }
    const weekWallMs = performance.now() - wallStart;

    // --- The waitlist race: 50 rounds of 20 waiting customers, one freed chair each, everyone claims at once.
    let exactlyOne = 0;
    let winnersTotal = 0;
    let refused = 0;
    let claims = 0;
    const raceStart = zonedDateTimeToUtc(addDays(WEEK_START, 12), 7 * 60, TZ).getTime();
    await setClock(raceStart);
    const secret = oneTapSecretOf(loadConfig(env))!;
    for (let round = 0; round < ROUNDS; round++) {
      const owner = await newCustomer();
      const s = stylists[round % stylists.length]!;
      const day = addDays(WEEK_START, 13);
      const startAt = zonedDateTimeToUtc(day, 9 * 60 + 20 * (round % 30), TZ);
      const booking = await db.transaction(async (tx) =>
        tryInsertBooking(tx, {
          customerId: owner.id,
          phone: owner.phone,
          salonId: s.salonId,
          stylistId: s.id,
          dateBook: day,
          startAt,
          endAt: new Date(startAt.getTime() + 20 * MIN),
          hourId: 1,
          status: 'confirmed',
          totalPrice: 1,
          oldTotalPrice: 1,
        }),
      );
      if (!booking) throw new Error('race booking not inserted');
      const [svc] = (await db.execute(
        sql`select id from services where discontinued = false and parent_service_id is null and time_serve <= 20 order by id limit 1`,
      )) as unknown as [{ id: number }];
      for (let i = 0; i < RACERS; i++) {
        const c = await newCustomer();
        await db.insert(waitlistEntries).values({
          customerId: c.id,
          phone: c.phone!,
          salonId: s.salonId,
          date: day,
          fromMinute: 8 * 60,
          toMinute: 21 * 60,
          stylistId: null,
          serviceIds: [svc.id],
        });
      }
      await db.transaction(async (tx) =>
        cancelInTransaction(tx, (await tx.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!, 'sim race', new Date(simNow)),
      );
      await drain();
      const offers = await db
        .select({ id: waitlistOffers.id, expiresAt: waitlistOffers.expiresAt })
        .from(waitlistOffers)
        .innerJoin(waitlistSlots, eq(waitlistSlots.id, waitlistOffers.slotId))
        .where(eq(waitlistSlots.freedBookingId, booking.id));
      const answers = await Promise.all(
        offers.map((o) =>
          app.inject({ method: 'POST', url: `/api/v1/one-tap/offers/${signOneTap(secret, { scope: 'o', id: o.id, expiresAt: o.expiresAt })}/claim` }),
        ),
      );
      const won = answers.filter((r) => r.statusCode === 200).length;
      refused += answers.filter((r) => r.statusCode === 409).length;
      const [held] = (await db.execute(
        sql`select count(*)::int as n from bookings where stylist_id = ${s.id} and start_at = ${startAt.toISOString()}::timestamptz and status = 'confirmed'`,
      )) as unknown as [{ n: number }];
      winnersTotal += won;
      // Losers of earlier rounds still wait (any stylist, the whole day), so a later chair has more than 20 claimants.
      claims += answers.length;
      if (won === 1 && held.n === 1) exactlyOne++;
    }

    // --- The figures.
    const sent = await db
      .select({ m: bookingMessages, b: bookings })
      .from(bookingMessages)
      .leftJoin(bookings, eq(bookings.id, bookingMessages.bookingId))
      .where(eq(bookingMessages.state, 'sent'));
    const cancels = new Map(
      (await db.select().from(bookingStatusHistory).where(eq(bookingStatusHistory.toStatus, 'canceled'))).map((h) => [h.bookingId, h.at.getTime()]),
    );
    const bookingSent = sent.filter((r) => r.b);
    const forCanceled = bookingSent.filter((r) => r.m.kind !== 'rating' && (cancels.get(r.b!.id) ?? Infinity) <= r.m.sentAt!.getTime()).length;
    const hm = (d: Date) => {
      const m = zonedNow(d, TZ).minutes;
      return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    };
    const stale = bookingSent.filter((r) => r.m.params?.time !== hm(r.b!.startAt) || r.m.params?.date !== formatDisplayDate(r.b!.dateBook)).length;
    const perKind = new Map<string, number>();
    for (const r of bookingSent) perKind.set(`${r.b!.id}:${r.m.kind}`, (perKind.get(`${r.b!.id}:${r.m.kind}`) ?? 0) + 1);
    const okByKey = new Map<string, number>();
    for (const q of gateways.requests.filter((q) => q.ok)) okByKey.set(q.trackingId, (okByKey.get(q.trackingId) ?? 0) + 1);
    const resent = [...okByKey.values()].filter((n) => n > 1).length;
    const sentKeys = new Set(sent.map((r) => r.m.idempotencyKey));
    const deliveredNotRecorded = [...okByKey.keys()].filter((k) => !sentKeys.has(k)).length;
    const outsideQuiet = sent.filter((r) => !allowedToSendAt(r.m.sentAt!, r.m.kind === 'rating' || !r.b ? null : r.b.startAt, TZ)).length;
    const lateness = sent.map((r) => (r.m.sentAt!.getTime() - r.m.dueAt.getTime()) / 1000);
    const movedToMorning = sent.filter((r) => {
      const local = zonedNow(r.m.dueAt, TZ).minutes;
      return local === 8 * 60;
    }).length;
    const fallbacks: number[] = [];
    for (const key of new Set(gateways.requests.filter((q) => q.path === '/sms').map((q) => q.trackingId))) {
      const znsFail = gateways.requests.find((q) => q.trackingId === key && q.path === '/zns' && !q.ok);
      const sms = gateways.requests.find((q) => q.trackingId === key && q.path === '/sms');
      if (znsFail && sms) fallbacks.push(sms.at - znsFail.at);
    }
    const smsTooLong = gateways.requests.filter((q) => q.path === '/sms' && (q.data.content!.length > 160 || /[^\x20-\x7e]/.test(q.data.content!))).length;
    const counts = (await db
      .select({ kind: bookingMessages.kind, state: bookingMessages.state, n: sql<number>`count(*)::int` })
      .from(bookingMessages)
      .groupBy(bookingMessages.kind, bookingMessages.state)) as { kind: string; state: string; n: number }[];

    console.info(
      `sim:reminders — ${BOOKINGS} bookings over a simulated week, 2 instances (one killed with kill -9 at ${new Date(killedAt ?? 0).toISOString()}, ${heldAtKill} job(s) leased at that instant), PostgreSQL, fake ZNS/SMS; ${steps} clock steps in ${(weekWallMs / 1000).toFixed(0)} s`,
    );
    console.info(`messages by kind and state: ${counts.map((c) => `${c.kind}/${c.state} ${c.n}`).join(', ')}`);
    console.info(`sent for a canceled booking:        ${forCanceled}   (goal 0)`);
    console.info(`sent with a stale time:             ${stale}   (goal 0)`);
    console.info(
      `duplicates (booking, kind) sent:    ${[...perKind.values()].filter((n) => n > 1).length}   (goal 0); same key re-sent to a gateway: ${resent}, delivered but not recorded sent: ${deliveredNotRecorded}`,
    );
    console.info(`sent in the quiet hours:            ${outsideQuiet}   (goal 0); ${movedToMorning} held to 08:00`);
    console.info(
      `lateness vs due (simulated):        p50 ${quantile(lateness, 0.5)} s, p95 ${quantile(lateness, 0.95)} s, max ${Math.max(...lateness)} s   (goal ≤ 60 s)`,
    );
    console.info(
      `SMS fallbacks after a ZNS failure:  ${fallbacks.length}, ZNS failure → SMS max ${Math.max(0, ...fallbacks).toFixed(0)} ms, p95 ${quantile(fallbacks, 0.95).toFixed(0)} ms (goal ≤ 60 s); SMS over 160 chars or not ASCII: ${smsTooLong}`,
    );
    console.info(`waitlist race: ${exactlyOne}/${ROUNDS} rounds with exactly one booking (${winnersTotal} wins, ${refused} × 409 of ${claims} claims)`);
    await app.close();
  } finally {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await database.close();
    await gateways.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
process.exit(0);
