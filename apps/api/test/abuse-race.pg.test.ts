import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { clearSalonDay, newPhone, serviceWithDuration } from './fixtures.ts';

// The per-address hold limit is decided in PostgreSQL (advisory lock per address, then a count): a
// burst of parallel anonymous creates from one address never holds more than the limit.
let t: Awaited<ReturnType<typeof createTestApp>>;
let cutId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { LIMIT_HOLDS_PER_IP: '3', LIMIT_ANON_CREATES_PER_IP: '10' } });
  cutId = (await serviceWithDuration(t.db)).id;
});
afterAll(() => t.close());

describe('unverified holds under a burst from one address', () => {
  it('20 parallel creates from one address: exactly 3 holds, the rest 429', async () => {
    for (let round = 0; round < 5; round++) {
      const remoteAddress = `203.0.113.${round + 1}`;
      // Every hour asked for is free (the demo day's bookings of the salon canceled): a refusal can only be the
      // address's limit, whichever requests the database happens to take first.
      await clearSalonDay(t.db, 1 + round, '2026-11-21');
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/booking',
            remoteAddress,
            payload: {
              salonId: 1 + round,
              phone: newPhone(),
              stylistId: 0,
              dateBook: '21-11-2026',
              bookHourId: 10 + (i % 10),
              chosenServices: JSON.stringify([{ id: cutId, name: 'cut' }]),
              bookAt: 3,
              params: JSON.stringify({ source: 'web' }),
            },
          }),
        ),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    }
  });
});
