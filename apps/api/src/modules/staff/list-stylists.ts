import { addDays, bookDates, formatDateBook, type Lang, zonedToday } from '@shine/shared';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { requireSalon } from '../salons/index.ts';
import { roleOf, findFreeHours, availableSlots, loadSalonDayCached } from '../availability/index.ts';
import { findLastStylistOf, findShiftsOf, findStaff, findStaffOnShift } from './staff-repository.ts';
import { toStylist } from './stylist-view.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;

/** getAllStyListV4: stylists and skinners working that date, busy flags and the stylist booked last time. */
export async function listStylists(deps: Deps, input: { salonId: number; date: string; customerPhone?: string }) {
  const salon = await requireSalon(deps, input.salonId);
  const [onShift, day, lastStylist] = await Promise.all([
    findStaffOnShift(deps.db, salon.id, input.date),
    loadSalonDayCached(deps, { salon, date: input.date, now: deps.clock.now() }),
    input.customerPhone ? findLastStylistOf(deps.db, input.customerPhone) : undefined,
  ]);
  const free = new Set(availableSlots(day, salon.slotMinutes).flatMap((s) => s.freeStylistIds));
  const stylists = onShift
    .filter((r) => r.staff.role === 'stylist')
    .map((r) => toStylist(r.staff, { special: r.staff.id === lastStylist, isBusyToday: !free.has(r.staff.id) }))
    .sort((a, b) => Number(b.special) - Number(a.special));
  const skinners = onShift.filter((r) => r.staff.role === 'skinner').map((r) => ({ staffId: r.staff.id, staffName: r.staff.name }));
  return { stylists, skinners };
}

/**
 * getDataBookingStylist: one stylist's card, the dates they work within the customer's role (with the
 * salon of each date: a stylist may work elsewhere some days) and their hours on the chosen date.
 */
export async function stylistBookingData(
  deps: Deps,
  input: { stylistId: number; date: string; customer?: { memberType: number }; serviceIds: number[]; lang: Lang },
) {
  const stylist = await findStaff(deps.db, input.stylistId);
  if (!stylist || stylist.role !== 'stylist') throw new AppError(404, 'STYLIST_NOT_FOUND', 'booking.stylistNotFound');
  const home = await requireSalon(deps, stylist.salonId);
  const role = roleOf(input.customer);
  const today = zonedToday(deps.clock.now(), home.timeZone);
  const options = bookDates(today, role);
  const shifts = await findShiftsOf(deps.db, stylist.id, today, addDays(today, role.maxDaysBookFuture));
  const salonOn = new Map(shifts.map((s) => [s.workDate, s.salonId]));
  const salonId = salonOn.get(input.date);
  const hours = salonId
    ? await findFreeHours(deps, { salonId, date: input.date, stylistId: stylist.id, serviceIds: input.serviceIds, customer: input.customer, lang: input.lang })
    : null;
  const isBusyToday = !hours?.hourGroup.some((g) => g.hours.some((h) => h.isFree));
  return {
    info: toStylist(stylist, { special: false, isBusyToday }),
    salonId: salonId ?? null,
    bookDates: options.map((d) => ({ ...d, date: formatDateBook(d.date), salonId: salonOn.get(d.date) ?? null, isActive: d.isActive && salonOn.has(d.date) })),
    hourGroup: hours?.hourGroup ?? [],
    isBusyToday,
  };
}
