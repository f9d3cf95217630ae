import { SALON_PAGE_NEARBY, SALON_PAGE_STYLIST_DAYS, addDays, formatDateBook, type Lang, zonedToday } from '@shine/shared';
import { envelope } from '@shine/shared/schemas/common';
import { ZSalonPage, type TSalonDayHours, type TSalonPage } from '@shine/shared/schemas/salon';
import type { AppDeps } from '../../app-deps.ts';
import { cachedReference } from '../../lib/app-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { type PreparedJson, prepareJson } from '../../lib/prepared-json.ts';
import { DYNAMIC_BROTLI_QUALITY } from '../../plugins/compression.ts';
import { requireSalon } from './require-salon.ts';
import { findFreeHours, hourFrame } from '../availability/index.ts';
import { findStylistsWorkingAt } from '../staff/index.ts';
import { findNearbySalons, findSalonDetail } from './find-salons.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;

const ZSalonPageAnswer = envelope(ZSalonPage);

/**
 * The salon page (/salons/{id}): the salon (404 when unknown or closed for good), its opening hours,
 * the stylists on shift there within the next 7 days, today's and tomorrow's free hours for any
 * stylist, and the nearest other salons. As sent (issue 29): checked, serialised and compressed once per
 * salon, language and state of its two hour strips. The salon, its week's stylists and the nearby salons are reference data (60 s, like
 * the salon list); the strips are the cached salon-days' own, so a booking there (this instance's at once,
 * another's within 2 s) makes a new answer, exactly as it does for the hours call.
 */
export async function salonPageAnswer(deps: Deps, input: { salonId: number; lang: Lang }): Promise<PreparedJson> {
  const { salonRow, today } = await salonToday(deps, input.salonId);
  const parts = await cachedReference(deps.cache, `salon-page-parts:${input.salonId}:${today}`, async () => {
    const salon = await findSalonDetail(deps, input.salonId);
    const [stylists, nearby] = await Promise.all([
      findStylistsWorkingAt(deps.db, salon.id, today, addDays(today, SALON_PAGE_STYLIST_DAYS - 1)),
      findNearbySalons(deps, salon),
    ]);
    return { salon, stylists, nearby };
  });
  const freeHours = await Promise.all([today, addDays(today, 1)].map((date) => dayHours(deps, input.salonId, date, input.lang)));
  // The strips' hours are the memoised objects of their cached days: the same objects, the same answer.
  const key = `salon-page:${input.salonId}:${input.lang}:${today}`;
  const kept = (await deps.cache.answers.get(key, async () => null)) as PreparedPage | null;
  if (kept && kept.parts === parts && kept.hours.every((hours, i) => hours === freeHours[i]!.source)) return kept.answer;
  const page: TSalonPage = {
    salon: parts.salon,
    opens: hourFrame(salonRow.openMinute),
    closes: hourFrame(salonRow.closeMinute),
    stylists: parts.stylists.map(toStylist),
    freeHours: freeHours.map(({ day }) => day),
    nearby: parts.nearby.filter((s) => s.id !== parts.salon.id).slice(0, SALON_PAGE_NEARBY),
  };
  const answer = prepareJson(ZSalonPageAnswer.parse({ data: page }), DYNAMIC_BROTLI_QUALITY);
  deps.cache.answers.delete(key);
  await deps.cache.answers.get(key, async () => ({ parts, hours: freeHours.map((h) => h.source), answer }) satisfies PreparedPage);
  return answer;
}

type PreparedPage = { parts: unknown; hours: unknown[]; answer: PreparedJson };

const toStylist = (s: Awaited<ReturnType<typeof findStylistsWorkingAt>>[number]) => ({
  staffId: s.id,
  staffName: s.name,
  avatar: s.avatar,
  skillLevel: s.skillLevel,
  ratingStar: s.ratingStar,
  totalCustomer: s.totalCustomers,
  isMaster: s.isMaster,
});

async function salonToday(deps: Deps, salonId: number) {
  const salonRow = await requireSalon(deps, salonId);
  return { salonRow, today: zonedToday(deps.clock.now(), salonRow.timeZone) };
}

/**
 * The free hours of a day; none when the salon cannot be booked that day (off, not open yet). `source`: the
 * cached day's memoised hour groups they come from (a new object whenever that day changes), or the refusal.
 */
async function dayHours(deps: Deps, salonId: number, date: string, lang: Lang): Promise<{ day: TSalonDayHours; source: unknown }> {
  try {
    const { hourGroup } = await findFreeHours(deps, { salonId, date, stylistId: 0, serviceIds: [], lang });
    const hours = hourGroup.flatMap((g) => g.hours.filter((h) => h.isFree).map(({ hour, hourFrame, hourId }) => ({ hour, hourFrame, hourId })));
    return { day: { dateBook: formatDateBook(date), hours }, source: hourGroup };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400) return { day: { dateBook: formatDateBook(date), hours: [] }, source: `closed:${date}` };
    throw error;
  }
}
