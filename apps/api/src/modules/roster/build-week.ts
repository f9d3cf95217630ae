import { isoWeekday, mondayOf, weekDates, zonedToday } from '@shine/shared';
import type { TBookingResolution, TRosterChange } from '@shine/shared/schemas/roster';
import type { AppDeps } from '../../app-deps.ts';
import type { AdminActor } from '../backoffice/index.ts';
import { type DayChange, applyRosterChange } from './apply-roster-change.ts';
import { requireAllowedIn } from './ops-guard.ts';
import { findSalonStaff, findTemplates } from './roster-repository.ts';

/**
 * "Build next week from the template" in one action: every person of the salon who has a template gets the
 * week's days from it (a weekday without a template row is his day off). Today and the days past are left
 * alone (today is the floor's live day: a manager changes it one shift at a time);
 * people without any template keep their days.
 */
export async function buildWeek(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  actor: AdminActor,
  input: { salonId: number; week: string; resolutions: TBookingResolution[] },
): Promise<TRosterChange> {
  requireAllowedIn(actor, 'roster.edit', input.salonId);
  const today = zonedToday(deps.clock.now());
  const dates = weekDates(mondayOf(input.week)).filter((d) => d > today);
  const people = await findSalonStaff(deps.db, input.salonId);
  const templates = await findTemplates(
    deps.db,
    people.map((p) => p.id),
  );
  const changes: DayChange[] = [];
  for (const p of people) {
    const mine = templates.filter((t) => t.staffId === p.id);
    if (mine.length === 0) continue;
    for (const date of dates) {
      const t = mine.find((x) => x.weekday === isoWeekday(date));
      changes.push({ staffId: p.id, date, shift: t ? { salonId: input.salonId, start: t.startMinute, end: t.endMinute, breaks: t.breaks } : null });
    }
  }
  return applyRosterChange(deps, actor, { changes, resolutions: input.resolutions, action: 'roster.buildWeek', auditExtra: { week: mondayOf(input.week) } });
}
