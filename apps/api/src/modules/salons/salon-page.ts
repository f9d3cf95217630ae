import { SALON_PAGE_NEARBY, SALON_PAGE_STYLIST_DAYS, addDays, formatDateBook, type Lang, zonedToday } from '@shine/shared';
import type { TSalonDayHours, TSalonPage } from '@shine/shared/schemas/salon';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { requireSalon } from './require-salon.ts';
import { findFreeHours, hourFrame } from '../availability/index.ts';
import { findStylistsWorkingAt } from '../staff/index.ts';
import { findNearbySalons, findSalonDetail } from './find-salons.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;

/**
 * The salon page (/salons/{id}): the salon (404 when unknown or closed for good), its opening hours,
 * the stylists on shift there within the next 7 days, today's and tomorrow's free hours for any
 * stylist, and the nearest other salons.
 */
export async function salonPage(deps: Deps, input: { salonId: number; lang: Lang }): Promise<TSalonPage> {
  const salon = await findSalonDetail(deps, input.salonId);
  const { salonRow, today } = await salonToday(deps, input.salonId);
  const [stylists, freeHours, nearby] = await Promise.all([
    findStylistsWorkingAt(deps.db, salon.id, today, addDays(today, SALON_PAGE_STYLIST_DAYS - 1)),
    Promise.all([today, addDays(today, 1)].map((date) => dayHours(deps, salon.id, date, input.lang))),
    findNearbySalons(deps, salon),
  ]);
  return {
    salon,
    opens: hourFrame(salonRow.openMinute),
    closes: hourFrame(salonRow.closeMinute),
    stylists: stylists.map((s) => ({
      staffId: s.id,
      staffName: s.name,
      avatar: s.avatar,
      skillLevel: s.skillLevel,
      ratingStar: s.ratingStar,
      totalCustomer: s.totalCustomers,
      isMaster: s.isMaster,
    })),
    freeHours,
    nearby: nearby.filter((s) => s.id !== salon.id).slice(0, SALON_PAGE_NEARBY),
  };
}

async function salonToday(deps: Deps, salonId: number) {
  const salonRow = await requireSalon(deps, salonId);
  return { salonRow, today: zonedToday(deps.clock.now(), salonRow.timeZone) };
}

/** The free hours of a day; none when the salon cannot be booked that day (off, not open yet). */
async function dayHours(deps: Deps, salonId: number, date: string, lang: Lang): Promise<TSalonDayHours> {
  try {
    const { hourGroup } = await findFreeHours(deps, { salonId, date, stylistId: 0, serviceIds: [], lang });
    const hours = hourGroup.flatMap((g) => g.hours.filter((h) => h.isFree).map(({ hour, hourFrame, hourId }) => ({ hour, hourFrame, hourId })));
    return { dateBook: formatDateBook(date), hours };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400) return { dateBook: formatDateBook(date), hours: [] };
    throw error;
  }
}
