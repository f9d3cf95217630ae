import { customerWait } from '@shine/shared';
import type { TSalonQueue } from '@shine/shared/schemas/queue';
import type { AppDeps } from '../../app-deps.ts';
import { salonQueue } from '../queue/index.ts';
import { type StaffActor, requireAllowed } from './staff-actor.ts';

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The live queue of a salon now (issue 31): each stylist's and skinner's customer and time left, every customer's predicted starts. */
export async function getSalonQueue(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>, actor: StaffActor, salonId: number): Promise<TSalonQueue> {
  requireAllowed(actor, 'floor.read', salonId);
  const { state, visits } = await salonQueue(deps, salonId);
  const now = deps.clock.now().getTime();
  const byId = new Map(visits.map((v) => [v.id, v]));
  const queue = [...state.predictions.values()]
    .sort((a, b) => a.serviceStartAt - b.serviceStartAt || a.id - b.id)
    .map((p) => ({
      bookingId: p.id,
      stylistId: p.stylistId,
      skinnerId: p.skinnerId,
      washStartAt: isoOrNull(p.washStartAt),
      cutStartAt: new Date(p.cutStartAt).toISOString(),
      endAt: new Date(p.endAt).toISOString(),
      waitingFor: p.waitingFor,
      ...customerWait(p, byId.get(p.id)!, now),
    }))
    .map(({ type: _type, ...entry }) => entry);
  return {
    salonId,
    at: new Date(now).toISOString(),
    staff: state.staff.map((s) => ({
      staffId: s.staffId,
      role: s.role,
      currentBookingId: s.currentVisitId,
      minutesLeft: s.minutesLeft,
      freeAt: new Date(s.freeAt).toISOString(),
    })),
    queue,
  };
}
