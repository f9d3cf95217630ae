import { zonedToday } from '@shine/shared';
import type { TBookingResolution, TRosterChange, TShiftPlan } from '@shine/shared/schemas/roster';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { AdminActor } from '../backoffice/index.ts';
import { requireSalon } from '../salons/index.ts';
import { applyRosterChange } from './apply-roster-change.ts';
import { requireAllowedIn } from './ops-guard.ts';
import { findStaffMember } from './roster-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;

/** A person of this salon (his home salon), active. */
export async function requireOwnStaff(deps: Pick<AppDeps, 'db'>, salonId: number, staffId: number) {
  const person = await findStaffMember(deps.db, staffId);
  if (!person || !person.active || person.salonId !== salonId) throw new AppError(404, 'STAFF_NOT_FOUND', 'roster.staffNotFound');
  return person;
}

/** Past days are history: the roster plans from today on. */
export function requireNotPast(date: string, now: Date) {
  if (date < zonedToday(now)) throw new AppError(400, 'DATE_NOT_BOOKABLE', 'roster.pastDate');
}

/**
 * One person's day: a shift with its breaks, a day off (null), or lent to another salon for the day
 * (`atSalonId`). Planned by a manager of his home salon.
 */
export async function setShift(
  deps: Deps,
  actor: AdminActor,
  input: { salonId: number; staffId: number; date: string; shift: TShiftPlan | null; atSalonId?: number; resolutions: TBookingResolution[] },
): Promise<TRosterChange> {
  requireAllowedIn(actor, 'roster.edit', input.salonId);
  await requireOwnStaff(deps, input.salonId, input.staffId);
  requireNotPast(input.date, deps.clock.now());
  const at = input.atSalonId ?? input.salonId;
  if (at !== input.salonId) await requireSalon(deps, at);
  return applyRosterChange(deps, actor, {
    changes: [{ staffId: input.staffId, date: input.date, shift: input.shift ? { ...input.shift, salonId: at } : null }],
    resolutions: input.resolutions,
    action: at !== input.salonId ? 'roster.lend' : 'roster.edit',
  });
}
