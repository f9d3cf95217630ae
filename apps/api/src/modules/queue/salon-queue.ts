import { type QueueState, type QueueVisit, customerWait, predictQueue, zonedDateTimeToUtc, zonedToday } from '@shine/shared';
import type { AppDeps } from '../../app-deps.ts';
import { cachedReference } from '../../lib/app-cache.ts';
import { requireSalon } from '../salons/index.ts';
import { findLearntDurations, findQueueStaff, findQueueVisits, savePredictedStarts } from './queue-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;

/** Learning looks at each person's last 20 finished visits of the last 60 days. */
const LEARN_LAST = 20;
const LEARN_DAYS = 60;

/**
 * The queue of a salon now (packages/shared/src/rules/queue.ts): who works today, the day's visits, and the
 * durations each person has learnt (cached for a minute: they move slowly, the visits are read fresh).
 */
export async function salonQueue(deps: Deps, salonId: number): Promise<{ state: QueueState; visits: QueueVisit[] }> {
  const now = deps.clock.now();
  const salon = await requireSalon(deps, salonId);
  const date = zonedToday(now, salon.timeZone);
  const people = await findQueueStaff(deps.db, salon.id, date);
  const visits = await findQueueVisits(deps.db, salon.id, date);
  const learnt = await cachedReference(deps.cache, `queue-learnt:${salon.id}:${date}`, () =>
    findLearntDurations(deps.db, {
      stylistIds: people.filter((p) => p.role === 'stylist').map((p) => p.id),
      skinnerIds: people.filter((p) => p.role === 'skinner').map((p) => p.id),
      since: new Date(now.getTime() - LEARN_DAYS * 86_400_000),
      lastN: LEARN_LAST,
    }),
  );
  const staff = people.map((p) => ({ id: p.id, role: p.role, shiftStartAt: zonedDateTimeToUtc(date, p.startMinute, salon.timeZone).getTime() }));
  return { state: predictQueue({ now: now.getTime(), staff, visits, learnt }), visits };
}

/**
 * The queue of a salon as the customer-facing reads share it (the wait panels, today's hour strip): one per
 * salon for 2 s serves them all; the floor's own reads and check-in are fresh. The key carries the app clock's
 * 2-second step, so a clock moved by CLOCK_NOW or a test never reads another time's queue.
 */
export async function recentSalonQueue(deps: Deps, salonId: number): Promise<Awaited<ReturnType<typeof salonQueue>>> {
  const step = Math.floor(deps.clock.now().getTime() / 2000);
  return (await deps.cache.salonDays.get(`queue:${salonId}:${step}`, () => salonQueue(deps, salonId))) as Awaited<ReturnType<typeof salonQueue>>;
}

/**
 * What a customer with a booking today is told: minutes until his service begins (type 1 while he waits
 * for a skinner) and how late his stylist runs; undefined when the queue does not hold him (not today,
 * done, or a no-show).
 */
export async function waitOfBooking(deps: Deps, booking: { id: number; salonId: number }) {
  const { state, visits } = await recentSalonQueue(deps, booking.salonId);
  const prediction = state.predictions.get(booking.id);
  const visit = visits.find((v) => v.id === booking.id);
  if (!prediction || !visit) return undefined;
  return customerWait(prediction, visit, deps.clock.now().getTime());
}

/** At check-in (or a walk-in): the predicted start of his wash and his cut, kept on the visit. */
export async function recordPredictedStarts(deps: Deps, booking: { id: number; salonId: number }) {
  const { state } = await salonQueue(deps, booking.salonId);
  const p = state.predictions.get(booking.id);
  if (p) await savePredictedStarts(deps.db, booking.id, { washAt: p.washStartAt === null ? null : new Date(p.washStartAt), cutAt: new Date(p.cutStartAt) });
}
