import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { FLOOR_EVENTS_CHANNEL, type FloorEventRow, findFloorEventsAfter } from './floor-events-repository.ts';

type Subscriber = { lastId: number; send: (rows: FloorEventRow[]) => void };

/**
 * The live floor of this instance: boards subscribe per salon; a NOTIFY from any instance (the event's
 * transaction committed) wakes the salon's boards, which read the rows after the last id each has seen
 * from the table. The table, not the notification, is the truth: a notification lost while the LISTEN
 * connection was down is made good when it is back (`onListen`), and by `poke` on each heartbeat.
 */
export type FloorEventBus = {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** `send` gets every event of the salon after `lastId`, in order, each once. */
  subscribe(salonId: number, lastId: number, send: Subscriber['send']): () => void;
  /** Reads and delivers what a salon's boards have not seen yet. */
  poke(salonId: number): Promise<void>;
};

export function createFloorEventBus(deps: Pick<AppDeps, 'db' | 'listen'>, log: FastifyBaseLogger): FloorEventBus {
  const salons = new Map<number, Set<Subscriber>>();
  /** One read per salon at a time; a wake-up meanwhile asks for one more read after it. */
  const reading = new Map<number, Promise<void>>();
  const again = new Set<number>();
  let stopListening: (() => Promise<void>) | undefined;

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
      stopListening = await deps.listen(
        FLOOR_EVENTS_CHANNEL,
        (payload) => {
          const salonId = Number(payload.split(':')[0]);
          if (Number.isInteger(salonId) && salons.has(salonId)) void poke(salonId);
        },
        () => {
          for (const salonId of salons.keys()) void poke(salonId);
        },
      );
    },
    async stop() {
      await stopListening?.();
      stopListening = undefined;
      salons.clear();
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
