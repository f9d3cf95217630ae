import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bookings } from '../src/db/schema/index.ts';
import { createTestApp } from './helpers.ts';
import { createBookingRequest, newPhone, serviceWithDuration } from './fixtures.ts';

// Issue 27 item 3 on real PostgreSQL: a genuine deadlock between a create and another session. The
// other session holds a row lock on a lapsed hold (which every create expires) and then asks for the
// lock the create took on its phone; PostgreSQL aborts the create (it waited first, and the other
// session's deadlock_timeout is longer). The create runs again behind the other session and books.
const TODAY = '21-11-2026';
let t: Awaited<ReturnType<typeof createTestApp>>;
let cutId: number;
beforeAll(async () => {
  t = await createTestApp();
  cutId = (await serviceWithDuration(t.db)).id;
});
afterAll(() => t.close());

/** Rows of an execute, whichever driver answered. */
const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

/** Resolves once some session waits for a row lock (the create, blocked on the locked hold). */
async function someoneWaitsForARow() {
  for (;;) {
    const [row] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and wait_event in ('transactionid', 'tuple')`,
      ),
    );
    if (row!.n > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('a create chosen as deadlock victim', () => {
  it('runs again and books: 200, one booking, never a 500', async () => {
    // A hold that has lapsed but is still pending: the next create expires it (an UPDATE of its row).
    const held = await createBookingRequest(t.app, { salonId: 1, phone: newPhone(), dateBook: TODAY, bookHourId: 12, serviceIds: [cutId] });
    expect(held.json().data.booking.status).toBe('pending_otp');
    const holdId = held.json().data.booking.bookingId as number;
    t.clock.advance(6 * 60_000);
    try {
      const phone = newPhone();
      let create: ReturnType<typeof createBookingRequest> | undefined;
      await t.db.transaction(async (other) => {
        await other.execute(sql`set local deadlock_timeout = '30s'`);
        await other.execute(sql`select id from bookings where id = ${holdId} for update`);
        create = createBookingRequest(t.app, { salonId: 1, phone, dateBook: TODAY, bookHourId: 14, serviceIds: [cutId] });
        await someoneWaitsForARow();
        // The create holds its phone's lock and waits for our row: asking for that lock closes the circle.
        await other.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking:${phone}`}))`);
      });
      const res = await create!;
      expect(res.statusCode).toBe(200);
      expect(res.json().data.booking.status).toBe('pending_otp');
      expect(await t.db.select().from(bookings).where(eq(bookings.phone, phone))).toHaveLength(1);
    } finally {
      t.clock.advance(-6 * 60_000);
    }
  });
});
