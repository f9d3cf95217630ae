import type { TDiscoverCard, TDiscoverFeed, TDiscoverPost, TLikeResult } from '@shine/shared/schemas/collections';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { discoverKeys } from './get-discover';

/** POST (like) or DELETE (unlike) /api/v1/discovers/:id/like: the state and count the database now has. */
export const setPostLike = (postId: number, like: boolean) =>
  like ? callApi('POST /api/v1/discovers/:id/like', { params: { id: postId } }) : callApi('DELETE /api/v1/discovers/:id/like', { params: { id: postId } });

const apply = (result: TLikeResult) => (card: TDiscoverCard) =>
  card.id === result.postId ? { ...card, liked: result.liked, likeCount: result.likeCount } : card;

/** Every cached feed page and post shows the new state at once. */
function writeLike(queryClient: QueryClient, result: TLikeResult) {
  const update = apply(result);
  queryClient.setQueriesData<TDiscoverFeed>({ queryKey: [...discoverKeys.all, 'feed'] }, (feed) => feed && { ...feed, items: feed.items.map(update) });
  queryClient.setQueriesData<TDiscoverPost>(
    { queryKey: [...discoverKeys.all, 'post'] },
    (post) => post && ({ ...update(post), related: post.related.map(update) } as TDiscoverPost),
  );
}

export function useLikePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, like }: { postId: number; like: boolean }) => setPostLike(postId, like),
    onSuccess: (result) => writeLike(queryClient, result),
  });
}
