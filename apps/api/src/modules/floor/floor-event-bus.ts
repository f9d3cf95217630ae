import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppDeps } from '../../app-deps.ts';
import { FLOOR_EVENTS_CHANNEL, type FloorEventRow, findFloorEventsAfter } from './floor-events-repository.ts';

type Subscriber = { lastId: number; send: (rows: FloorEventRow[]) => void };

/**
 * The live floor of this instance: boards subscribe per salon; a NOTIFY from any instance (the event's
 * transaction committed) wakes the salon's boards, which read the rows after the last id each has seen
 * from the table. The table, not the notification, is the truth: a notification lost while the LISTEN
 * connection was down is made good when it is back (`onListen`), and by `poke` on each heartbeat.
 * With Redis (REDIS_URL), a floor change answered by this instance is also announced on a Redis channel
 * (`announce`, after the change committed), which wakes the boards of every instance: the way across
 * where LISTEN cannot work (a transaction-pooling PgBouncer in front of PostgreSQL).
 */
export type FloorEventBus = {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** `send` gets every event of the salon after `lastId`, in order, each once. */
  subscribe(salonId: number, lastId: number, send: Subscriber['send']): () => void;
  /** Reads and delivers what a salon's boards have not seen yet. */
  poke(salonId: number): Promise<void>;
  /** After a floor change committed on this instance: wakes every instance's boards through Redis, if any. */
  announce(): void;
};

export function createFloorEventBus(deps: Pick<AppDeps, 'db' | 'listen' | 'redis' | 'redisGuard'>, log: FastifyBaseLogger): FloorEventBus {
  const salons = new Map<number, Set<Subscriber>>();
  /** One read per salon at a time; a wake-up meanwhile asks for one more read after it. */
  const reading = new Map<number, Promise<void>>();
  const again = new Set<number>();
  let stopListening: (() => Promise<void>) | undefined;
  let subscriber: Redis | undefined;
  const pokeAll = () => {
    for (const salonId of salons.keys()) void poke(salonId);
  };

  async function deliver(salonId: number) {
    const subs = salons.get(salonId);
    if (!subs || subs.size === 0) return;
    const from = Math.min(...[...subs].map((s) => s.lastId));
    const rows = await findFloorEventsAfter(deps.db, salonId, from);
    for (const sub of subs) {
      const fresh = rows.filter((r) => r.id > sub.lastId);
      if (fresh.length === 0) continue;
      sub.lastId = fresh[fresh.length - 1]!.id;
      sub.send(fresh);
    }
    if (rows.length === 500) again.add(salonId);
  }

  function poke(salonId: number): Promise<void> {
    const running = reading.get(salonId);
    if (running) {
      again.add(salonId);
      return running;
    }
    const run = (async () => {
      try {
        do {
          again.delete(salonId);
          await deliver(salonId);
        } while (again.has(salonId));
      } catch (err) {
        log.warn({ err, salonId }, 'floor events: reading the table failed');
      } finally {
        reading.delete(salonId);
      }
    })();
    reading.set(salonId, run);
    return run;
  }

  return {
    async start() {
      try {
        stopListening = await deps.listen(
          FLOOR_EVENTS_CHANNEL,
          (payload) => {
            const salonId = Number(payload.split(':')[0]);
            if (Number.isInteger(salonId) && salons.has(salonId)) void poke(salonId);
          },
          pokeAll,
        );
      } catch (err) {
        // Without Redis the boards of other instances would only catch up on heartbeats: refuse to start.
        if (!deps.redis) throw err;
        log.warn({ err }, 'floor events: LISTEN unavailable, Redis carries the wake-ups');
      }
      if (deps.redis) {
        // Its own connection (a subscribed one does nothing else); ioredis subscribes again after a reconnect.
        const sub = deps.redis.duplicate();
        subscriber = sub;
        sub.on('error', (err) => deps.redisGuard?.failed(err));
        sub.on('message', pokeAll);
        sub.on('ready', () => {
          sub.subscribe(FLOOR_EVENTS_CHANNEL).then(pokeAll, (err: unknown) => deps.redisGuard?.failed(err));
        });
      }
    },
    async stop() {
      await stopListening?.();
      stopListening = undefined;
      subscriber?.disconnect();
      subscriber = undefined;
      salons.clear();
    },
    announce() {
      if (!deps.redis || (deps.redisGuard && !deps.redisGuard.usable())) return;
      deps.redis.publish(FLOOR_EVENTS_CHANNEL, '*').catch((err: unknown) => deps.redisGuard?.failed(err));
    },
    subscribe(salonId, lastId, send) {
      const sub: Subscriber = { lastId, send };
      const subs = salons.get(salonId) ?? new Set();
      subs.add(sub);
      salons.set(salonId, subs);
      return () => {
        subs.delete(sub);
        if (subs.size === 0) salons.delete(salonId);
      };
    },
    poke,
  };
}
