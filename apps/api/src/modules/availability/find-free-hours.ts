import { allowsPastHours, type Lang } from '@shine/shared';
import { type TFreeHours, ZFreeHours } from '@shine/shared/schemas/availability';
import { envelope } from '@shine/shared/schemas/common';
import type { AppDeps } from '../../app-deps.ts';
import { cachedReference } from '../../lib/app-cache.ts';
import { badRequest } from '../../lib/errors.ts';
import { type PreparedJson, prepareJson } from '../../lib/prepared-json.ts';
import { DYNAMIC_BROTLI_QUALITY } from '../../plugins/compression.ts';
import { findServicesByIds } from '../catalog/index.ts';
import { findServiceArea, requireSalon } from '../salons/index.ts';
import { requireBookableDate, roleOf } from './booking-context.ts';
import { type HourGroup, toHourGroups } from './hour-groups.ts';
import { availableSlots, loadSalonDayCached } from './salon-day.ts';

/** A salon's travel minutes each way for haircuts at home; a salon without a service area does not come. */
export async function homeTravelMinutes(deps: Pick<AppDeps, 'db' | 'cache'>, salonId: number): Promise<number> {
  const area = await cachedReference(deps.cache, `home-area:${salonId}`, () => findServiceArea(deps.db, salonId));
  if (!area) throw badRequest('NO_HOME_SERVICE', 'home.noService');
  return area.travelMinutes;
}

export type FreeHoursInput = {
  salonId: number;
  date: string;
  stylistId: number;
  serviceIds: number[];
  /** The logged-in customer asking for his own phone (his tier widens the days he may book). */
  customer?: { memberType: number };
  source?: string;
  lang: Lang;
  /** Booking at home: the salon's travel minutes each way (the stylist is away for the trip too). */
  atHome?: boolean;
};

/** Minutes the chosen services take; discontinued or unknown services are refused (spec §8). */
export async function serviceDuration(deps: Pick<AppDeps, 'db' | 'cache'>, serviceIds: number[], fallback: number): Promise<number> {
  if (serviceIds.length === 0) return fallback;
  const rows = await cachedReference(deps.cache, `services:${[...serviceIds].sort().join(',')}`, () => findServicesByIds(deps.db, serviceIds));
  if (rows.length !== new Set(serviceIds).size || rows.some((s) => s.discontinued)) {
    throw badRequest('SERVICE_DISCONTINUED', 'service.discontinued');
  }
  return rows.reduce((sum, s) => sum + s.timeServe, 0);
}

export type FreeHours = TFreeHours;

export const ZFreeHoursAnswer = envelope(ZFreeHours);

/** getHoursGroupByDate: the hour strip of one salon-day for a stylist (0 = any) and a service set. */
export async function findFreeHours(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>, input: FreeHoursInput): Promise<FreeHours> {
  return (await freeHoursOfDay(deps, input)).hours;
}

/**
 * The hours answer as sent: checked against its contract, serialised and compressed once per salon-day
 * state (the memo lives as long as the cached day: until a write there, a hold lapsing, or 2 s), so
 * the strip every visitor of a salon asks for is not re-encoded per request.
 */
export async function freeHoursAnswer(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>, input: FreeHoursInput): Promise<PreparedJson> {
  const { hours, memo, memoKey } = await freeHoursOfDay(deps, input);
  const key = `answer:${memoKey}`;
  let answer = memo.get(key) as PreparedJson | undefined;
  if (!answer) {
    answer = prepareJson(ZFreeHoursAnswer.parse({ data: hours }), DYNAMIC_BROTLI_QUALITY);
    memo.set(key, answer);
  }
  return answer;
}

async function freeHoursOfDay(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>, input: FreeHoursInput) {
  const salon = await requireSalon(deps, input.salonId);
  const role = roleOf(input.customer);
  await requireBookableDate(deps, { salon, date: input.date, role });
  const duration = await serviceDuration(deps, input.serviceIds, salon.slotMinutes);
  const travel = input.atHome ? await homeTravelMinutes(deps, salon.id) : 0;
  const day = await loadSalonDayCached(deps, {
    salon,
    date: input.date,
    now: deps.clock.now(),
    stylistId: input.stylistId || undefined,
    allowPast: allowsPastHours(input.source),
  });
  const memoKey = `hours:${input.stylistId}:${duration}:${travel}:${day.notBeforeMinute}:${input.lang}`;
  let hourGroup = day.memo.get(memoKey) as HourGroup[] | undefined;
  if (!hourGroup) {
    hourGroup = toHourGroups(availableSlots(day, duration, travel), salon.id, input.lang);
    day.memo.set(memoKey, hourGroup);
  }
  const hours: FreeHours = {
    hourGroup,
    receptionName: salon.receptionName,
    receptionAvatar: salon.receptionAvatar,
    lastHourWork: { isFreeToday: hourGroup.some((g) => g.hours.some((h) => h.isFree)) },
  };
  return { hours, memo: day.memo, memoKey };
}
