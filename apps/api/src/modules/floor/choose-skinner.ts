import { zonedToday } from '@shine/shared';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest } from '../../lib/errors.ts';
import type { StaffActor } from './staff-actor.ts';
import { findShiftSalon } from './staff-account-repository.ts';
import type { FloorBooking } from './visit-repository.ts';

/** Who washes: the skinner who taps, or the one a manager names (on shift at the visit's salon today). */
export async function chooseSkinner(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  booking: FloorBooking,
  named: number | undefined,
): Promise<number | null> {
  if (actor.role === 'skinner') return actor.staffId;
  if (named === undefined) return null;
  if ((await findShiftSalon(deps.db, named, zonedToday(deps.clock.now()))) !== booking.salonId) throw badRequest('SKINNER_NOT_WORKING', 'floor.skinnerNotHere');
  return named;
}
