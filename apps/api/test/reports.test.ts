import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { zonedDateTimeToUtc } from '@shine/shared';
import { bookings, customers, ratings, staff, staffAccounts, staffShifts, visitPayments, visits } from '../src/db/schema/index.ts';
import { CHAIN_ADMIN_PHONE, REGION_MANAGER_PHONE, managerPhone } from '../src/db/seed/floor.ts';
import { createTestApp } from './helpers.ts';
import { newPhone } from './fixtures.ts';
import { loginStaff, salonOutsideNorth, staffHeaders } from './floor-fixtures.ts';

// The back office's reports (issue 32): every figure of one salon-day against a hand-computed fixture, exactly.
// The day is far from the demo's data (its shifts cover two weeks from the suite's day, its visits the past).

const SALON = 1;
const DAY = '2027-03-10';
let t: Awaited<ReturnType<typeof createTestApp>>;
let manager: string;
let stylistA: { id: number; name: string };
let stylistB: { id: number; name: string };

const at = (date: string, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return zonedDateTimeToUtc(date, h! * 60 + m!);
};

beforeAll(async () => {
  t = await createTestApp();
  manager = await loginStaff(t.app, managerPhone(SALON));
  const people = await t.db.select({ id: staff.id, name: staff.name, role: staff.role }).from(staff).where(eq(staff.salonId, SALON)).orderBy(asc(staff.id));
  const stylists = people.filter((p) => p.role === 'stylist');
  const skinner = people.find((p) => p.role === 'skinner')!;
  [stylistA, stylistB] = [stylists[0]!, stylists[1]!];
  // His customers in all decide whether his rating shows (spec §9: past 100).
  await t.db.update(staff).set({ totalCustomers: 150 }).where(eq(staff.id, stylistA.id));
  await t.db.update(staff).set({ totalCustomers: 80 }).where(eq(staff.id, stylistB.id));
  const [cashier] = await t.db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(eq(staffAccounts.phone, managerPhone(SALON)));

  // Rostered: A 9:00-17:00 less a 12:00-13:00 break = 420 min, B 10:00-15:00 = 300 min; a skinner's shift is no chair.
  await t.db.insert(staffShifts).values([
    { staffId: stylistA.id, salonId: SALON, workDate: DAY, startMinute: 540, endMinute: 1020, breaks: [{ start: 720, end: 780 }] },
    { staffId: stylistB.id, salonId: SALON, workDate: DAY, startMinute: 600, endMinute: 900 },
    { staffId: skinner.id, salonId: SALON, workDate: DAY, startMinute: 540, endMinute: 1020 },
  ]);
  const [c1] = await t.db.insert(customers).values({ phone: newPhone() }).returning();
  const [c3] = await t.db.insert(customers).values({ phone: newPhone() }).returning();
  const p2 = newPhone();
  const p7 = newPhone();
  let n = 0;
  const book = async (v: {
    stylistId: number;
    from: string;
    to: string;
    status: 'completed' | 'no_show' | 'canceled' | 'confirmed';
    customerId?: number;
    phone?: string;
    date?: string;
    salonId?: number;
    paid?: number;
    stars?: number;
    cut?: [string, string];
  }) => {
    const date = v.date ?? DAY;
    const [row] = await t.db
      .insert(bookings)
      .values({
        salonId: v.salonId ?? SALON,
        stylistId: v.stylistId,
        dateBook: date,
        startAt: at(date, v.from),
        endAt: at(date, v.to),
        hourId: 1,
        status: v.status,
        customerId: v.customerId ?? null,
        phone: v.phone ?? null,
        totalPrice: v.paid ?? 100_000,
        oldTotalPrice: v.paid ?? 100_000,
      })
      .returning();
    if (v.paid !== undefined)
      await t.db.insert(visitPayments).values({
        bookingId: row!.id,
        salonId: v.salonId ?? SALON,
        method: 'cash',
        amount: v.paid,
        invoiceNumber: `TEST-REPORT-${++n}`,
        staffAccountId: cashier!.id,
        paidAt: at(date, v.to),
      });
    if (v.stars !== undefined) await t.db.insert(ratings).values({ bookingId: row!.id, customerId: v.customerId ?? null, stars: v.stars });
    if (v.cut)
      await t.db
        .insert(visits)
        .values({ bookingId: row!.id, stage: 'paid', predictedCutAt: at(date, v.cut[0]), cutStartedAt: at(date, v.cut[1]), updatedAt: at(date, v.to) });
    return row!;
  };
  await book({ stylistId: stylistA.id, from: '09:00', to: '09:40', status: 'completed', customerId: c1!.id, paid: 150_000, stars: 5, cut: ['09:03', '09:05'] });
  await book({ stylistId: stylistA.id, from: '10:00', to: '10:30', status: 'completed', phone: p2, paid: 100_000, stars: 4, cut: ['10:00', '10:10'] });
  await book({ stylistId: stylistB.id, from: '10:00', to: '10:20', status: 'no_show', customerId: c3!.id });
  await book({ stylistId: stylistB.id, from: '11:00', to: '11:45', status: 'canceled', customerId: c3!.id });
  await book({ stylistId: stylistA.id, from: '13:00', to: '13:50', status: 'confirmed', phone: newPhone() });
  await book({ stylistId: stylistB.id, from: '14:00', to: '14:30', status: 'completed', customerId: c1!.id, paid: 80_000 });
  await book({ stylistId: stylistB.id, from: '14:30', to: '14:50', status: 'completed', phone: p7, paid: 50_000, stars: 3 });
  // After the day: C1 comes back 26 days later at another salon (counts), P2 after 52 days (does not).
  await book({ stylistId: stylistA.id, from: '09:00', to: '09:40', status: 'completed', customerId: c1!.id, date: '2027-04-05' });
  await book({ stylistId: stylistA.id, from: '09:00', to: '09:40', status: 'completed', phone: p2, date: '2027-05-01' });
});
afterAll(() => t.close());

describe('reports', () => {
  it('every figure of one salon-day matches the hand-computed fixture', async () => {
    const res = await t.app.inject({ url: `/api/v1/admin/reports?scope=salon&id=${SALON}&from=${DAY}&to=${DAY}`, headers: staffHeaders(manager) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      scope: 'salon',
      id: SALON,
      from: DAY,
      to: DAY,
      salons: 1,
      rosteredHours: 12, // 420 + 300 minutes
      bookedHours: 3.17, // 40 + 30 + 20 (no-show) + 50 (confirmed) + 30 + 20 = 190 minutes; the canceled one is not
      servedHours: 2, // 40 + 30 + 30 + 20 = 120 minutes
      occupancyBooked: 0.2639, // 190 / 720
      occupancyServed: 0.1667, // 120 / 720
      revenue: 380_000,
      revenuePerChairHour: 31_667, // 380 000 / 12
      due: 5, // 4 completed + 1 no-show
      noShows: 1,
      noShowRate: 0.2,
      customers: 3, // C1 (twice that day), P2, P7
      returnedWithin45: 1, // C1 on 5 April
      returnRate: 0.3333,
      waitAccuracy: { visits: 2, meanAbsMinutes: 6, within5Minutes: 0.5 }, // |2| and |10| minutes
      stylists: [
        { stylistId: stylistA.id, name: stylistA.name, totalCustomers: 150, ratings: 2, average: 4.5 },
        { stylistId: stylistB.id, name: stylistB.name, totalCustomers: 80, ratings: 1, average: null },
      ].sort((a, b) => a.name.localeCompare(b.name, 'en') || a.stylistId - b.stylistId),
    });
  });

  it('exports the same figures as CSV', async () => {
    const res = await t.app.inject({ url: `/api/v1/admin/reports.csv?scope=salon&id=${SALON}&from=${DAY}&to=${DAY}`, headers: staffHeaders(manager) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`bao-cao-salon${SALON}-${DAY}-${DAY}.csv`);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toContain('revenue_vnd,380000');
    expect(lines).toContain('occupancy_booked,0.2639');
    expect(lines).toContain('return_rate,0.3333');
    expect(lines).toContain(`${stylistB.id},${stylistB.name},80,1,`);
  });

  it('a salon manager reads his salon only; a region manager his region; the chain only its admin', async () => {
    const other = await loginStaff(t.app, managerPhone(2));
    const q = `from=${DAY}&to=${DAY}`;
    expect((await t.app.inject({ url: `/api/v1/admin/reports?scope=salon&id=${SALON}&${q}`, headers: staffHeaders(other) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/v1/admin/reports?scope=chain&${q}`, headers: staffHeaders(manager) })).statusCode).toBe(403);
    const region = await loginStaff(t.app, REGION_MANAGER_PHONE);
    expect((await t.app.inject({ url: `/api/v1/admin/reports?scope=region&id=1&${q}`, headers: staffHeaders(region) })).statusCode).toBe(200);
    const south = await salonOutsideNorth(t.db);
    expect((await t.app.inject({ url: `/api/v1/admin/reports?scope=salon&id=${south}&${q}`, headers: staffHeaders(region) })).statusCode).toBe(403);
    const admin = await loginStaff(t.app, CHAIN_ADMIN_PHONE);
    const chain = await t.app.inject({ url: `/api/v1/admin/reports?scope=chain&${q}`, headers: staffHeaders(admin) });
    expect(chain.statusCode).toBe(200);
    expect(chain.json().data.revenue).toBe(380_000);
  });

  it('refuses a bad period with a 400', async () => {
    for (const q of [
      'scope=salon&from=2027-03-10&to=2027-03-10',
      `scope=salon&id=1&from=2027-03-10&to=2027-03-09`,
      `scope=chain&from=2026-01-01&to=2027-03-10`,
      'scope=x&from=2027-03-10&to=2027-03-10',
      'scope=chain&from=10-03-2027&to=2027-03-10',
    ]) {
      expect((await t.app.inject({ url: `/api/v1/admin/reports?${q}`, headers: staffHeaders(manager) })).statusCode, q).toBe(400);
    }
  });
});
