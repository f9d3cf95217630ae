import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openPostgres } from '../src/db/client.ts';
import type { Clock } from '../src/lib/clock.ts';
import { zonedDateTimeToUtc } from '@shine/shared';
import type { Db } from '../src/db/client.ts';
import { bookingServices, bookings, customers, provinces, salons, staff, staffAccounts, staffShifts, visits } from '../src/db/schema/index.ts';
import { DEMO_STAFF_PASSWORD, DEMO_STAFF_PIN } from '../src/db/seed/floor.ts';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, GENEROUS_LIMITS } from './helpers.ts';
import { newPhone, serviceWithDuration } from './fixtures.ts';

export { DEMO_STAFF_PASSWORD, DEMO_STAFF_PIN };
/** The suite's day (TEST_NOW is 08:00 on 21-11-2026 in Ho Chi Minh City). */
export const TODAY = '2026-11-21';

export const staffHeaders = (token: string) => ({ 'x-staff-session': token });

/** Logs a staff member in on his phone; his session token (also set as the cookie). */
export async function loginStaff(app: FastifyInstance, phone: string, password = DEMO_STAFF_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/staff/auth/login', payload: { phone, password } });
  if (res.statusCode !== 200) throw new Error(`staff login ${phone}: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

/** The accounts of a role whose home is a salon, with where their shift puts them today. */
export async function accountsOf(db: Db, role: typeof staffAccounts.$inferSelect.role, homeSalonId?: number) {
  return db
    .select({
      id: staffAccounts.id,
      phone: staffAccounts.phone,
      staffId: staffAccounts.staffId,
      homeSalonId: staffAccounts.homeSalonId,
      shiftSalonId: staffShifts.salonId,
    })
    .from(staffAccounts)
    .leftJoin(staffShifts, and(eq(staffShifts.staffId, staffAccounts.staffId), eq(staffShifts.workDate, TODAY)))
    .where(
      and(eq(staffAccounts.role, role), eq(staffAccounts.active, true), homeSalonId !== undefined ? eq(staffAccounts.homeSalonId, homeSalonId) : undefined),
    )
    .orderBy(asc(staffAccounts.id));
}

/** A stylist or skinner account working today at its home salon (not lent elsewhere). */
export async function workingAt(db: Db, role: 'stylist' | 'skinner', salonId: number) {
  const found = (await accountsOf(db, role, salonId)).filter((a) => a.shiftSalonId === salonId);
  if (!found[0]) throw new Error(`no ${role} of salon ${salonId} on shift today`);
  return found;
}

/** A salon outside the demo region manager's region (the North). */
export async function salonOutsideNorth(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: salons.id })
    .from(salons)
    .innerJoin(provinces, eq(provinces.id, salons.provinceId))
    .where(sql`${provinces.regionId} <> 1`)
    .orderBy(asc(salons.id))
    .limit(1);
  return row!.id;
}

/** Per database (each test file has its own): the next unused minute of each stylist's day. */
const nextMinutes = new WeakMap<Db, Map<number, number>>();

/**
 * A confirmed booking today for a stylist on shift at the salon (the first one when not named), in the
 * next 20 minutes of his day not yet used by this file (a time a walk-in took meanwhile is skipped).
 */
export async function todayBooking(db: Db, input: { salonId: number; stylistId?: number; status?: 'confirmed' | 'pending_otp'; phone?: string }) {
  const shifts = await db
    .select({ id: staff.id, startMinute: staffShifts.startMinute, endMinute: staffShifts.endMinute })
    .from(staffShifts)
    .innerJoin(staff, eq(staff.id, staffShifts.staffId))
    .where(
      and(
        eq(staffShifts.salonId, input.salonId),
        eq(staffShifts.workDate, TODAY),
        eq(staff.role, 'stylist'),
        input.stylistId ? eq(staff.id, input.stylistId) : undefined,
      ),
    )
    .orderBy(asc(staff.id));
  const service = await serviceWithDuration(db, 20);
  const nextMinute = nextMinutes.get(db) ?? new Map<number, number>();
  nextMinutes.set(db, nextMinute);
  for (;;) {
    const shift = shifts.find((s) => (nextMinute.get(s.id) ?? s.startMinute) + 20 <= s.endMinute);
    if (!shift) throw new Error(`no free time left for a stylist of salon ${input.salonId}`);
    const start = nextMinute.get(shift.id) ?? shift.startMinute;
    nextMinute.set(shift.id, start + 20);
    const [row] = await db
      .insert(bookings)
      .values({
        phone: input.phone ?? newPhone(),
        salonId: input.salonId,
        stylistId: shift.id,
        dateBook: TODAY,
        startAt: zonedDateTimeToUtc(TODAY, start),
        endAt: zonedDateTimeToUtc(TODAY, start + 20),
        hourId: (start - 510) / 20 + 1,
        status: input.status ?? 'confirmed',
        totalPrice: service.price,
        oldTotalPrice: service.price,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    await db
      .insert(bookingServices)
      .values({ bookingId: row.id, serviceId: service.id, name: service.name, price: service.price, oldPrice: service.price, timeServe: 20 });
    return row;
  }
}

/**
 * A booking of today at the salon already at `stage` (finished: waiting to be paid), of a new customer
 * holding `balance` on his prepaid account (none with withCustomer false), at `totalPrice`.
 */
export async function visitAt(
  db: Db,
  now: Date,
  stage: 'finished' | 'cut',
  opts: { salonId?: number; balance?: number; totalPrice?: number; withCustomer?: boolean } = {},
) {
  const phone = newPhone();
  const [customer] =
    opts.withCustomer === false
      ? [undefined]
      : await db
          .insert(customers)
          .values({ phone, accountBalance: opts.balance ?? 0 })
          .returning();
  const booking = await todayBooking(db, { salonId: opts.salonId ?? 1, phone });
  const totalPrice = opts.totalPrice ?? booking.totalPrice;
  await db
    .update(bookings)
    .set({ status: stage === 'finished' ? 'completed' : 'in_service', customerId: customer?.id ?? null, totalPrice })
    .where(eq(bookings.id, booking.id));
  await db
    .insert(visits)
    .values({ bookingId: booking.id, stage, checkedInAt: now, cutStartedAt: now, finishedAt: stage === 'finished' ? now : null, updatedAt: now });
  return { bookingId: booking.id, customer, totalPrice };
}

/** Bookings' statuses by id. */
export async function statusesOf(db: Db, ids: number[]) {
  const rows = await db.select({ id: bookings.id, status: bookings.status }).from(bookings).where(inArray(bookings.id, ids));
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** A manager enrols a tablet for his salon: the credential the tablet keeps. */
export async function enrolTablet(app: FastifyInstance, managerToken: string, salonId: number): Promise<{ id: number; credential: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/staff/devices',
    headers: staffHeaders(managerToken),
    payload: { salonId, name: `Quầy lễ tân ${salonId}` },
  });
  if (res.statusCode !== 200) throw new Error(`enrol: ${res.statusCode} ${res.body}`);
  return { id: res.json().data.device.id, credential: res.json().data.credential };
}

/** Unlocks a tablet with a person's PIN: the device session token. */
export async function unlock(app: FastifyInstance, credential: string, phone: string, pin = DEMO_STAFF_PIN) {
  return app.inject({ method: 'POST', url: '/api/v1/staff/devices/unlock', headers: { 'x-device-key': credential }, payload: { phone, pin } });
}

/**
 * A second API instance with its own connection pool on the test app's PostgreSQL database (the tablets
 * of a salon reach different instances behind the load balancer); close() ends both its app and pool.
 */
export async function secondInstance(
  t: { db: Db; clock: Clock },
  opts: Pick<BuildAppOptions, 'redis'> & { beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const [{ name }] = (await t.db.execute(sql`select current_database() as name`)) as unknown as [{ name: string }];
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const database: Database = openPostgres(url.toString(), 10);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '', ...GENEROUS_LIMITS });
  const app = await buildApp({ config, database, clock: t.clock, logger: false, redis: opts.redis });
  opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The test app and a second instance on its PostgreSQL database, opened before the file's tests and closed
 * after them: `both.t` and `both.second` (the race tests of the floor).
 */
export function twoInstancesOfOneDatabase() {
  const both = {} as { t: Awaited<ReturnType<typeof createTestApp>>; second: Awaited<ReturnType<typeof secondInstance>> };
  beforeAll(async () => {
    both.t = await createTestApp();
    both.second = await secondInstance(both.t);
  }, 300_000);
  afterAll(async () => {
    await both.second?.close();
    await both.t?.close();
  });
  return both;
}
