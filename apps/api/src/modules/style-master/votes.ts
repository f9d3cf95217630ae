import { TOP_LIKE_POSTS } from '@shine/shared';
import type { TStylePost, TStylePostPage, TVoteResult } from '@shine/shared/schemas/style-master';
import type { ZodType } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { AppCache } from '../../lib/app-cache.ts';
import { type PreparedJson, prepareJson } from '../../lib/prepared-json.ts';
import { DYNAMIC_BROTLI_QUALITY } from '../../plugins/compression.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionCustomer } from '../auth/index.ts';
import { type PostRow, type PostWindow, countPosts, findPost, pageRankedPosts, setVote, votedPostIds } from './style-master-repository.ts';

function postView(row: PostRow, voted: Set<number>): TStylePost {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    createdAt: row.createdAt.toISOString(),
    likes: row.likes,
    voted: voted.has(row.id),
    stylist: { staffId: row.staffId, staffName: row.staffName, avatar: row.avatar, isMaster: row.isMaster, salonId: row.salonId, salonName: row.salonName },
  };
}

/** Ranked posts with the caller's own votes marked (none for a visitor). */
export async function rankedPosts(
  deps: Pick<AppDeps, 'db'>,
  caller: SessionCustomer | undefined,
  opts: { offset: number; limit: number; window?: PostWindow },
) {
  const rows = await pageRankedPosts(deps.db, opts);
  const voted = caller
    ? await votedPostIds(
        deps.db,
        caller.customerId,
        rows.map((r) => r.id),
      )
    : new Set<number>();
  return rows.map((r, i) => ({ ...postView(r, voted), rank: opts.offset + i + 1 }));
}

/** staff-vote list: every post ranked by likes, a page of it. */
export async function listPosts(
  deps: Pick<AppDeps, 'db'>,
  caller: SessionCustomer | undefined,
  page: { pageIndex: number; pageSize: number },
): Promise<TStylePostPage> {
  const offset = (page.pageIndex - 1) * page.pageSize;
  const [items, total] = await Promise.all([rankedPosts(deps, caller, { offset, limit: page.pageSize }), countPosts(deps.db)]);
  return { items, total, ...page };
}

/** stylemaster top-like: the 4 most liked posts. */
export const topLikedPosts = (deps: Pick<AppDeps, 'db'>, caller: SessionCustomer | undefined) =>
  rankedPosts(deps, caller, { offset: 0, limit: TOP_LIKE_POSTS });

export async function postDetail(deps: Pick<AppDeps, 'db'>, caller: SessionCustomer | undefined, postId: number): Promise<TStylePost> {
  const row = await findPost(deps.db, postId);
  if (!row) throw new AppError(404, 'POST_NOT_FOUND', 'styleMaster.postNotFound');
  const voted = caller ? await votedPostIds(deps.db, caller.customerId, [postId]) : new Set<number>();
  return postView(row, voted);
}

/** How many votes this instance has changed: part of the visitors' answers' keys, so each vote makes new ones. */
const votesVersion = new WeakMap<AppCache, number>();

/**
 * A visitor's answer of the Style Master pages (no `voted` marks: the same for every visitor), checked,
 * serialised and compressed once per state of the votes (issue 29): a vote here makes a new one at once,
 * another instance's shows within 2 s (the short-lived cache the hour strips use).
 */
export function visitorVotesAnswer(deps: Pick<AppDeps, 'cache'>, key: string, schema: ZodType, load: () => Promise<unknown>): Promise<PreparedJson> {
  const version = votesVersion.get(deps.cache) ?? 0;
  return deps.cache.salonDays.get(`votes-answer:${version}:${key}`, async () =>
    prepareJson(schema.parse(await load()), DYNAMIC_BROTLI_QUALITY),
  ) as Promise<PreparedJson>;
}

/** vote / unvote / update-vote: one row per (post, customer); the answer is the count of rows after the change. */
export async function castVote(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  caller: SessionCustomer,
  input: { postId: number; vote: boolean },
): Promise<TVoteResult> {
  const likes = await setVote(deps.db, { ...input, customerId: caller.customerId, now: deps.clock.now() });
  votesVersion.set(deps.cache, (votesVersion.get(deps.cache) ?? 0) + 1);
  if (likes === undefined) throw new AppError(404, 'POST_NOT_FOUND', 'styleMaster.postNotFound');
  return { postId: input.postId, likes, voted: input.vote };
}
