import type { TAdminPost, TAdminPostPage, TAdminPostQuery, TModeratePostBody } from '@shine/shared/schemas/games-admin';
import type { AppDeps } from '../../app-deps.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { AppError } from '../../lib/errors.ts';
import { type AdminActor, audit, invalidateCustomerCaches } from '../backoffice/index.ts';
import { type ModeratedPostRow, countPostsByStatus, findModeratedPost, findPostsNewestFirst, lockPost, setPostStatus } from './games-admin-repository.ts';

const toAdmin = (r: ModeratedPostRow): TAdminPost => ({
  id: r.id,
  title: r.title,
  image: r.image,
  createdAt: r.createdAt.toISOString(),
  likes: r.likes,
  status: r.status,
  moderationReason: r.moderationReason,
  moderatedAt: r.moderatedAt?.toISOString() ?? null,
  stylist: { staffId: r.staffId, staffName: r.staffName, salonName: r.salonName },
});
const audited = (p: TAdminPost) => ({ status: p.status, reason: p.moderationReason, title: p.title });

/** The moderation list: posts newest first, of one state or all, with each state's count. */
export async function listPostsForModeration(deps: Pick<AppDeps, 'db'>, query: TAdminPostQuery): Promise<TAdminPostPage> {
  const offset = (query.pageIndex - 1) * query.pageSize;
  const [rows, counts] = await Promise.all([
    findPostsNewestFirst(deps.db, { status: query.status, offset, limit: query.pageSize }),
    countPostsByStatus(deps.db),
  ]);
  const total = query.status ? counts[query.status] : counts.pending + counts.shown + counts.hidden;
  return { items: rows.map(toAdmin), total, pageIndex: query.pageIndex, pageSize: query.pageSize, counts };
}

/**
 * Shows or hides a post, with the reason; audited. A hidden post leaves the customer's lists, its detail and
 * the contest's leaderboard at their next load (the visitors' prepared answers are dropped); its votes stay.
 */
export async function moderatePost(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>, actor: AdminActor, id: number, body: TModeratePostBody): Promise<TAdminPost> {
  const now = deps.clock.now();
  const after = await transactionWithRetry(deps.db, async (tx) => {
    if (!(await lockPost(tx, id))) throw new AppError(404, 'POST_NOT_FOUND', 'styleMaster.postNotFound');
    const before = toAdmin((await findModeratedPost(tx, id))!);
    await setPostStatus(tx, id, { status: body.status, reason: body.reason, at: now });
    const saved = toAdmin((await findModeratedPost(tx, id))!);
    await audit(tx, actor, {
      at: now,
      action: 'styleMaster.moderate',
      entity: 'styleMasterPost',
      entityId: id,
      before: audited(before),
      after: audited(saved),
    });
    return saved;
  });
  // The visitors' Style Master answers live in the salon-day cache (2 s on other instances).
  invalidateCustomerCaches(deps, { salonDays: true });
  return after;
}
