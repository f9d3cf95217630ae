import { DISCOVER_PAGE_SIZE, type TDiscoverCard, type TDiscoverFeed, type TDiscoverPost, type TLikeResult } from '@shine/shared/schemas/collections';
import type { Lang } from '@shine/shared';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/errors.ts';
import { toHairstyle, toStyleService } from './collection-pages.ts';
import { findHairstyle, findServicesOnSale } from './collections-repository.ts';
import { type DiscoverPostRow, findDiscoverPage, findDiscoverPost, findLikedPostIds, findRelatedPosts, likePost, unlikePost } from './discover-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
const RELATED = 4;

const postNotFound = () => notFound('DISCOVER_POST_NOT_FOUND', 'discover.notFound');

function toCard(p: DiscoverPostRow, liked: ReadonlySet<number>): TDiscoverCard {
  return {
    id: p.id,
    topic: p.topic,
    title: p.title,
    summary: p.summary,
    imagePc: p.imagePc,
    imageMb: p.imageMb,
    publishedAt: p.publishedAt.toISOString(),
    likeCount: p.likeCount,
    liked: liked.has(p.id),
  };
}

/** /discover: a page of posts, newest first; `liked` for the logged-in customer. */
export async function discoverFeed(deps: Deps, input: { page: number; topic?: DiscoverPostRow['topic']; customerId?: number }): Promise<TDiscoverFeed> {
  const { rows, total } = await findDiscoverPage(deps.db, { offset: (input.page - 1) * DISCOVER_PAGE_SIZE, limit: DISCOVER_PAGE_SIZE, topic: input.topic });
  const liked = input.customerId
    ? await findLikedPostIds(
        deps.db,
        input.customerId,
        rows.map((r) => r.id),
      )
    : new Set<number>();
  return { items: rows.map((r) => toCard(r, liked)), page: input.page, pageSize: DISCOVER_PAGE_SIZE, total };
}

/** /discovers/{id}: the post, its hairstyle and the service to book, and related posts; 404 when unknown. */
export async function discoverPost(deps: Deps, input: { id: number; lang: Lang; customerId?: number }): Promise<TDiscoverPost> {
  const post = await findDiscoverPost(deps.db, input.id);
  if (!post) throw postNotFound();
  const [style, related] = await Promise.all([
    post.hairstyleId ? findHairstyle(deps.db, post.hairstyleId) : undefined,
    findRelatedPosts(deps.db, post, RELATED),
  ]);
  const serviceId = style?.serviceId ?? post.serviceId;
  const onSale = await findServicesOnSale(deps.db, serviceId ? [serviceId] : []);
  const liked = input.customerId ? await findLikedPostIds(deps.db, input.customerId, [post.id, ...related.map((r) => r.id)]) : new Set<number>();
  return {
    ...toCard(post, liked),
    body: post.body,
    hairstyle: style ? toHairstyle(style, onSale, input.lang) : null,
    service: serviceId ? toStyleService(onSale.get(serviceId), input.lang) : null,
    related: related.map((r) => toCard(r, liked)),
  };
}

/** Like or unlike a post for the logged-in customer: the new state and count, as the database has them. */
export async function setLike(deps: Deps, input: { postId: number; customerId: number; like: boolean }): Promise<TLikeResult> {
  const likeCount = input.like
    ? await likePost(deps.db, input.postId, input.customerId, deps.clock.now())
    : await unlikePost(deps.db, input.postId, input.customerId);
  if (likeCount === undefined) throw postNotFound();
  return { postId: input.postId, liked: input.like, likeCount };
}
