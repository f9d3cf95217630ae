import { actsOnAllSalons, shouldShowRating } from '@shine/shared';
import type { TReport, TReportQuery } from '@shine/shared/schemas/reports';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { AdminActor } from '../backoffice/index.ts';
import { requireAllowedIn } from '../roster/index.ts';
import { bookingFigures, findScopeSalonIds, returningCustomers, revenue, rosteredMinutes, stylistRatings, waitAccuracy } from './reports-repository.ts';

const ratio = (a: number, b: number) => (b > 0 ? a / b : null);
const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;
const roundOrNull = (x: number | null, digits = 4) => (x === null ? null : round(x, digits));

/**
 * The figures of a salon, a region or the chain over a period (salon-local dates): each one set-based SQL.
 * A salon's managers read their salon, a region manager his region's salons, the chain admin everything.
 */
export async function getReport(deps: Pick<AppDeps, 'db'>, actor: AdminActor, q: TReportQuery): Promise<TReport> {
  const salonIds = await findScopeSalonIds(deps.db, q.scope, q.id);
  if (q.scope === 'salon' && salonIds.length === 0) throw new AppError(404, 'SALON_NOT_FOUND', 'booking.salonNotFound');
  // The chain (or an empty region) only for those who reach every salon; else every salon of the scope must be his.
  if (q.scope === 'chain' || salonIds.length === 0) {
    if (!actsOnAllSalons(actor.roles, actor.salonIds)) throw new AppError(403, 'FORBIDDEN', 'admin.forbidden');
    requireAllowedIn(actor, 'report.read', salonIds[0] ?? 0);
  } else for (const id of salonIds) requireAllowedIn(actor, 'report.read', id);

  const period = { salonIds, from: q.from, to: q.to };
  const [rostered, booked, paid, returning, ratings, wait] = await Promise.all([
    rosteredMinutes(deps.db, period),
    bookingFigures(deps.db, period),
    revenue(deps.db, period),
    returningCustomers(deps.db, period),
    stylistRatings(deps.db, period),
    waitAccuracy(deps.db, period),
  ]);
  const rosteredHours = rostered / 60;
  return {
    scope: q.scope,
    id: q.scope === 'chain' ? null : (q.id ?? null),
    from: q.from,
    to: q.to,
    salons: salonIds.length,
    rosteredHours: round(rosteredHours, 2),
    bookedHours: round(booked.bookedMinutes / 60, 2),
    servedHours: round(booked.servedMinutes / 60, 2),
    occupancyBooked: roundOrNull(ratio(booked.bookedMinutes, rostered)),
    occupancyServed: roundOrNull(ratio(booked.servedMinutes, rostered)),
    revenue: paid,
    revenuePerChairHour: roundOrNull(ratio(paid, rosteredHours), 0),
    due: booked.due,
    noShows: booked.noShows,
    noShowRate: roundOrNull(ratio(booked.noShows, booked.due)),
    customers: returning.customers,
    returnedWithin45: returning.returned,
    returnRate: roundOrNull(ratio(returning.returned, returning.customers)),
    waitAccuracy: { visits: wait.visits, meanAbsMinutes: roundOrNull(wait.mae, 2), within5Minutes: roundOrNull(ratio(wait.within5, wait.visits)) },
    stylists: ratings.map((r) => ({ ...r, average: shouldShowRating(r.totalCustomers) && r.average !== null ? round(r.average, 2) : null })),
  };
}

const cell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\n\r]/.test(s) || /^[=+\-@]/.test(s) ? `"${s.replace(/^([=+\-@])/, "'$1").replaceAll('"', '""')}"` : s;
};

/** The report as CSV (UTF-8 with BOM, for spreadsheets): the figures, then one row per stylist. */
export function reportCsv(r: TReport): string {
  const lines: unknown[][] = [
    ['figure', 'value'],
    ['scope', r.scope],
    ['id', r.id],
    ['from', r.from],
    ['to', r.to],
    ['salons', r.salons],
    ['rostered_chair_hours', r.rosteredHours],
    ['booked_chair_hours', r.bookedHours],
    ['served_chair_hours', r.servedHours],
    ['occupancy_booked', r.occupancyBooked],
    ['occupancy_served', r.occupancyServed],
    ['revenue_vnd', r.revenue],
    ['revenue_per_chair_hour_vnd', r.revenuePerChairHour],
    ['bookings_due', r.due],
    ['no_shows', r.noShows],
    ['no_show_rate', r.noShowRate],
    ['customers', r.customers],
    ['returned_within_45_days', r.returnedWithin45],
    ['return_rate', r.returnRate],
    ['wait_visits_measured', r.waitAccuracy.visits],
    ['wait_mean_abs_minutes', r.waitAccuracy.meanAbsMinutes],
    ['wait_within_5_minutes', r.waitAccuracy.within5Minutes],
    [],
    ['stylist_id', 'stylist', 'total_customers', 'ratings', 'average_stars'],
    ...r.stylists.map((s) => [s.stylistId, s.name, s.totalCustomers, s.ratings, s.average]),
  ];
  return `\uFEFF${lines.map((l) => l.map(cell).join(',')).join('\r\n')}\r\n`;
}
