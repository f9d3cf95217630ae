import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { zonedDateTimeToUtc } from '@shine/shared';
import { ACTIVE_STATUSES, bookings, salons } from '../src/db/schema/index.ts';
import { createTestApp } from './helpers.ts';
import { createBookingRequest, newPhone, serviceWithDuration, stylistsOnShift } from './fixtures.ts';

// Concurrency is decided by the exclusion constraint; only real PostgreSQL runs these requests in parallel.
let t: Awaited<ReturnType<typeof createTestApp>>;
const DATE = '2026-11-21';
const DATE_BOOK = '21-11-2026';
const OPEN = 8 * 60 + 30;
const SLOT = 20;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-20T17:30:00.000Z' }); // 00:30 local: every hour of the day is ahead
}, 300_000);
afterAll(() => t.close());

/**
 * (salon, stylist, hour) combinations where the stylist is on shift for `minutes` from that hour and no
 * booking of his holds that time yet (the demo day has bookings today).
 */
async function freeCombos(date: string, count: number, minutes: number, stepSlots = 1, minSalonId = 1) {
  const combos: { salonId: number; stylistId: number; hourId: number }[] = [];
  const salonRows = await t.db.select({ id: salons.id, openingDate: salons.openingDate }).from(salons).orderBy(asc(salons.id));
  const held = await t.db
    .select({ stylistId: bookings.stylistId, startAt: bookings.startAt, endAt: bookings.endAt })
    .from(bookings)
    .where(and(eq(bookings.dateBook, date), inArray(bookings.status, [...ACTIVE_STATUSES])));
  const taken = (stylistId: number, start: number) => {
    const from = zonedDateTimeToUtc(date, start).getTime();
    const to = zonedDateTimeToUtc(date, start + minutes).getTime();
    return held.some((b) => b.stylistId === stylistId && b.startAt.getTime() < to && from < b.endAt.getTime());
  };
  for (const salon of salonRows) {
    if (salon.id < minSalonId || (salon.openingDate && salon.openingDate > date)) continue;
    for (const s of await stylistsOnShift(t.db, salon.id, date)) {
      for (let start = Math.max(OPEN, s.startMinute); start + minutes <= s.endMinute; start += SLOT * stepSlots) {
        if ((start - OPEN) % SLOT !== 0 || taken(s.id, start)) continue;
        combos.push({ salonId: salon.id, stylistId: s.id, hourId: (start - OPEN) / SLOT + 1 });
        if (combos.length === count) return combos;
      }
    }
  }
  throw new Error(`only ${combos.length} combinations in the seed`);
}

describe('no double booking under concurrency (real PostgreSQL)', () => {
  it('200 rounds of 20 concurrent creates for the same stylist and hour: exactly one wins, 19 clean 409s', async () => {
    const service = await serviceWithDuration(t.db, 20);
    const combos = await freeCombos(DATE, 200, 20);
    const started = Date.now();
    for (const combo of combos) {
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          createBookingRequest(t.app, { ...combo, bookHourId: combo.hourId, phone: newPhone(), dateBook: DATE_BOOK, serviceIds: [service.id] }),
        ),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(
        statuses.filter((s) => s === 200),
        `round ${JSON.stringify(combo)}`,
      ).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().code).toBe('STYLIST_BUSY');
    }
    console.info(`race: 200 rounds x 20 creates in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 600_000);

  it('overlapping durations: a 40-minute and a 20-minute booking overlapping by one slot never both win', async () => {
    const forty = await serviceWithDuration(t.db, 40);
    const twenty = await serviceWithDuration(t.db, 20);
    const combos = await freeCombos('2026-11-22', 50, 60, 3, 10);
    for (const combo of combos) {
      const [a, b] = await Promise.all([
        createBookingRequest(t.app, { ...combo, bookHourId: combo.hourId, phone: newPhone(), dateBook: '22-11-2026', serviceIds: [forty.id] }),
        createBookingRequest(t.app, { ...combo, bookHourId: combo.hourId + 1, phone: newPhone(), dateBook: '22-11-2026', serviceIds: [twenty.id] }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    }
  }, 300_000);

  it('concurrent any-stylist creates never exceed the stylists on shift', async () => {
    const service = await serviceWithDuration(t.db, 20);
    const salonId = 2;
    const onShift = await stylistsOnShift(t.db, salonId, '2026-11-22');
    const start = Math.max(...onShift.map((s) => s.startMinute));
    const hourId = Math.ceil((start - OPEN) / SLOT) + 1;
    const free = onShift.filter((s) => s.startMinute <= OPEN + (hourId - 1) * SLOT && OPEN + (hourId - 1) * SLOT + 20 <= s.endMinute);
    expect(free.length).toBeGreaterThan(1);
    const results = await Promise.all(
      Array.from({ length: free.length + 6 }, () =>
        createBookingRequest(t.app, { salonId, stylistId: 0, bookHourId: hourId, phone: newPhone(), dateBook: '22-11-2026', serviceIds: [service.id] }),
      ),
    );
    const won = results.filter((r) => r.statusCode === 200).map((r) => r.json().data.booking.stylistId);
    expect(won).toHaveLength(free.length);
    expect(new Set(won).size).toBe(won.length);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'SALON_FULL')).toBe(true);
  }, 120_000);
});
