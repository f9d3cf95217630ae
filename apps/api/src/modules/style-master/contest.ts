import type { Lang } from '@shine/shared';
import type { TContest, TLeaderboard } from '@shine/shared/schemas/style-master';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { cleanHtml } from '../../lib/html-policies.ts';
import type { SessionCustomer } from '../auth/index.ts';
import { countPosts, countVotesIn } from './style-master-repository.ts';
import { type ContestRow, findCurrentContest } from './top-rate-repository.ts';
import { rankedPosts } from './votes.ts';

/** How many entries the leaderboard shows. */
export const LEADERBOARD_SIZE = 20;

async function currentContest(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<ContestRow> {
  const contest = await findCurrentContest(deps.db, deps.clock.now());
  if (!contest) throw new AppError(404, 'CONTEST_NOT_FOUND', 'contest.notFound');
  return contest;
}

async function contestView(deps: Pick<AppDeps, 'db' | 'clock'>, c: ContestRow, lang: Lang): Promise<TContest> {
  const now = deps.clock.now();
  const window = { from: c.startsAt, to: c.endsAt };
  const [entries, votes] = await Promise.all([countPosts(deps.db, window), countVotesIn(deps.db, window)]);
  const en = lang === 'en';
  return {
    id: c.id,
    slug: c.slug,
    title: en ? c.titleEn : c.title,
    summary: en ? c.summaryEn : c.summary,
    // A rule line is HTML an editor wrote (issue 32): cleaned as it leaves, like every HTML the API hands out.
    rules: (en ? c.rulesEn : c.rules).map((rule) => cleanHtml('campaignBody', rule)),
    prizes: c.prizes.map((p) => ({ rank: p.rank, label: en ? p.labelEn : p.label, value: p.value })),
    image: c.image,
    startsAt: c.startsAt.toISOString(),
    endsAt: c.endsAt.toISOString(),
    status: now < c.startsAt ? 'upcoming' : now >= c.endsAt ? 'ended' : 'running',
    entries,
    votes,
  };
}

/** The contest running now (else the next, else the last): rules, prizes, dates, entries and votes so far. */
export async function contestInfo(deps: Pick<AppDeps, 'db' | 'clock'>, lang: Lang): Promise<TContest> {
  return contestView(deps, await currentContest(deps), lang);
}

/** Live leaderboard: the contest's posts by the votes cast before it ends, computed from the vote rows. */
export async function contestLeaderboard(deps: Pick<AppDeps, 'db' | 'clock'>, caller: SessionCustomer | undefined, lang: Lang): Promise<TLeaderboard> {
  const c = await currentContest(deps);
  const [contest, entries] = await Promise.all([
    contestView(deps, c, lang),
    rankedPosts(deps, caller, { offset: 0, limit: LEADERBOARD_SIZE, window: { from: c.startsAt, to: c.endsAt } }),
  ]);
  return { contest, entries };
}
