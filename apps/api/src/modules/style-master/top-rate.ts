import { TOP_RATING_COUNT, zonedToday } from '@shine/shared';
import { envelope } from '@shine/shared/schemas/common';
import { ZTopRatePage } from '@shine/shared/schemas/style-master';
import type { AppDeps } from '../../app-deps.ts';
import { cachedReference } from '../../lib/app-cache.ts';
import { type PreparedJson, prepareJson } from '../../lib/prepared-json.ts';
import { DYNAMIC_BROTLI_QUALITY } from '../../plugins/compression.ts';
import { monthOf, shiftMonth } from './months.ts';
import { monthsWithRatings, rankStylistsByRatings } from './top-rate-repository.ts';

/** A stylist enters the month's ranking from this many rated visits: one lucky 5-star is not a month. */
export const TOP_RATE_MIN_RATINGS = 3;
/** How far back the month selector goes. */
export const TOP_RATE_HISTORY_MONTHS = 12;

type Page = { pageIndex: number; pageSize: number };

const ZTopRateAnswer = envelope(ZTopRatePage);
type KeptPage = { ranked: unknown; withData: unknown; answer: PreparedJson };

/**
 * rating/top-rate (this month) and top-rate-history (`month`): the top 30, one page of it, the months to pick, as
 * sent. The ranking and the months are reference data (a minute); each page of them is checked, serialised and
 * compressed once and sent again while both are the same objects (issue 29). Pages past the ranking are not kept.
 */
export async function topRatedStylists(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>, query: Page & { month?: string }): Promise<PreparedJson> {
  const current = monthOf(zonedToday(deps.clock.now()));
  const month = query.month && query.month <= current ? query.month : current;
  const oldest = shiftMonth(current, -(TOP_RATE_HISTORY_MONTHS - 1));
  // Read from the month's counters, and kept a minute like the other reference data: a ranking of the month.
  const [ranked, withData] = await Promise.all([
    month < oldest
      ? Promise.resolve([])
      : cachedReference(deps.cache, `top-rate:${month}`, () =>
          rankStylistsByRatings(deps.db, { month, minRatings: TOP_RATE_MIN_RATINGS, limit: TOP_RATING_COUNT }),
        ),
    cachedReference(deps.cache, `top-rate-months:${oldest}`, () => monthsWithRatings(deps.db, `${oldest}-01`)),
  ]);
  const key = `top-rate-page:${month}:${current}:${query.pageIndex}:${query.pageSize}`;
  const kept = deps.cache.answers.peek(key) as KeptPage | undefined;
  if (kept && kept.ranked === ranked && kept.withData === withData) return kept.answer;
  const months = [...new Set([current, ...withData])].sort().reverse();
  const start = (query.pageIndex - 1) * query.pageSize;
  const items = ranked.slice(start, start + query.pageSize).map((r, i) => ({
    rank: start + i + 1,
    staffId: r.stylistId,
    staffName: r.person.name,
    avatar: r.person.avatar,
    isMaster: r.person.isMaster,
    skillLevel: r.person.skillLevel,
    salonId: r.person.salonId,
    salonName: r.person.salonName,
    averageStar: Math.round(r.averageStar * 10) / 10,
    totalRatings: r.totalRatings,
    fiveStars: r.fiveStars,
  }));
  const data = { month, months, items, total: ranked.length, pageIndex: query.pageIndex, pageSize: query.pageSize };
  const answer = prepareJson(ZTopRateAnswer.parse({ data }), DYNAMIC_BROTLI_QUALITY);
  if (start < ranked.length || query.pageIndex === 1) deps.cache.answers.set(key, { ranked, withData, answer } satisfies KeptPage);
  return answer;
}
