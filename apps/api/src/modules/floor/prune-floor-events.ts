import type { AppDeps } from '../../app-deps.ts';
import { deleteFloorEventsBefore } from './floor-events-repository.ts';

/** How long the floor's events are kept: enough for any board to resume after a night's disconnection. */
export const FLOOR_EVENTS_KEPT_MS = 2 * 86_400_000;

/** The daily clean-up of the floor's event log (a job): the events older than two days go. */
export async function pruneFloorEvents(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<{ deleted: number }> {
  return { deleted: await deleteFloorEventsBefore(deps.db, new Date(deps.clock.now().getTime() - FLOOR_EVENTS_KEPT_MS)) };
}
