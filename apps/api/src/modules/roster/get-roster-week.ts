import { mondayOf, weekDates } from '@shine/shared';
import type { TRosterStylist, TRosterWeek } from '@shine/shared/schemas/roster';
import type { AppDeps } from '../../app-deps.ts';
import type { AdminActor } from '../backoffice/index.ts';
import { requireSalon } from '../salons/index.ts';
import { requireAllowedIn } from './ops-guard.ts';
import { findActiveBookings, findSalonStaff, findStaffByIds, findTemplates, findWeekShifts } from './roster-repository.ts';

/** The week grid of a salon: its own people and those lent to it, their shifts, templates and bookings per day. */
export async function getRosterWeek(deps: Pick<AppDeps, 'db' | 'cache'>, actor: AdminActor, input: { salonId: number; week: string }): Promise<TRosterWeek> {
  requireAllowedIn(actor, 'roster.edit', input.salonId);
  await requireSalon(deps, input.salonId);
  const monday = mondayOf(input.week);
  const dates = weekDates(monday);
  const own = await findSalonStaff(deps.db, input.salonId);
  const shifts = await findWeekShifts(deps.db, { salonId: input.salonId, staffIds: own.map((s) => s.id), from: dates[0]!, to: dates[6]! });
  const ownIds = new Set(own.map((s) => s.id));
  const lentIn = await findStaffByIds(
    deps.db,
    [...new Set(shifts.map((s) => s.staffId))].filter((id) => !ownIds.has(id)),
  );
  const people = [...own, ...lentIn.filter((p) => p.active)];
  const templates = await findTemplates(
    deps.db,
    own.map((s) => s.id),
  );
  const booked = await findActiveBookings(
    deps.db,
    people.filter((p) => p.role === 'stylist').map((p) => p.id),
    dates,
  );
  const stylists: TRosterStylist[] = people.map((p) => ({
    staffId: p.id,
    name: p.name,
    role: p.role,
    homeSalonId: p.salonId,
    shifts: Object.fromEntries(
      dates.map((d) => {
        const s = shifts.find((x) => x.staffId === p.id && x.workDate === d);
        return [d, s ? { salonId: s.salonId, start: s.startMinute, end: s.endMinute, breaks: s.breaks } : null];
      }),
    ),
    template: Object.fromEntries(
      [0, 1, 2, 3, 4, 5, 6].map((w) => {
        const t = templates.find((x) => x.staffId === p.id && x.weekday === w);
        return [String(w), t ? { start: t.startMinute, end: t.endMinute, breaks: t.breaks } : null];
      }),
    ),
    bookings: Object.fromEntries(dates.map((d) => [d, booked.filter((b) => b.stylistId === p.id && b.dateBook === d).length])),
  }));
  return { salonId: input.salonId, week: monday, dates, stylists };
}
