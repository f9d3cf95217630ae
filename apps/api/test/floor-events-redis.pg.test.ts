import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { MONITOR_PHONE, receptionPhone } from '../src/db/seed/floor.ts';
import { redisOptions } from '../src/lib/redis.ts';
import { createTestApp } from './helpers.ts';
import { loginStaff, secondInstance, staffHeaders, todayBooking } from './floor-fixtures.ts';
import { baseUrlOf, openEventStream } from './sse-client.ts';

// Issue 31 with REDIS_URL set and LISTEN unavailable (as behind a transaction-pooling PgBouncer): the
// instance that answered a floor change announces it on Redis, which wakes the boards of the others.
const REDIS_URL = 'redis://127.0.0.1:6379';
const noListen = (app: FastifyInstance) => {
  app.deps.listen = async () => {
    throw new Error('LISTEN is not available here');
  };
};

let a: Awaited<ReturnType<typeof createTestApp>>;
let b: Awaited<ReturnType<typeof secondInstance>>;
const clients: Redis[] = [];
beforeAll(async () => {
  clients.push(new Redis(REDIS_URL, redisOptions()), new Redis(REDIS_URL, redisOptions()));
  a = await createTestApp({ redis: clients[0], beforeReady: noListen });
  b = await secondInstance(a, { redis: clients[1], beforeReady: noListen });
}, 300_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
  for (const c of clients) c.disconnect();
});

describe('floor events across instances through Redis pub/sub (real PostgreSQL and Redis)', () => {
  it('a check-in answered by instance A reaches the monitor on instance B', async () => {
    const desk = await loginStaff(a.app, receptionPhone(1));
    const monitor = await loginStaff(b.app, MONITOR_PHONE);
    const board = await openEventStream(`${await baseUrlOf(b.app)}/api/v1/staff/salons/1/events`, staffHeaders(monitor));
    try {
      const booking = await todayBooking(a.db, { salonId: 1 });
      const sent = Date.now();
      expect(
        (await a.app.inject({ method: 'POST', url: '/api/v1/staff/salons/1/check-in', headers: staffHeaders(desk), payload: { bookingId: booking.id } }))
          .statusCode,
      ).toBe(200);
      expect((await board.next((e) => e.data.bookingId === booking.id)).data.kind).toBe('visit.checkIn');
      expect(Date.now() - sent).toBeLessThan(2000);
    } finally {
      await board.close();
    }
  }, 120_000);
});
