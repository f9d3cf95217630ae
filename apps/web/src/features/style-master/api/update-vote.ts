import type { TLeaderboard, TStylePostPage, TVoteResult } from '@shine/shared/schemas/style-master';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { styleMasterKeys } from './get-posts';

/** POST /api/v1/stylemaster/update-vote: sets the logged-in customer's vote on a post; answers the post's likes. */
export const updateVote = (postId: number, vote: boolean) => callApi('POST /api/v1/stylemaster/update-vote', { body: { postId, vote } });

const patch = <T extends { id: number; likes: number; voted: boolean }>(items: T[], r: TVoteResult) =>
  items.map((p) => (p.id === r.postId ? { ...p, likes: r.likes, voted: r.voted } : p));

/** Every list showing the post takes the server's count at once; rankings are fetched again after. */
export function useUpdateVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, vote }: { postId: number; vote: boolean }) => updateVote(postId, vote),
    onSuccess: (result) => {
      queryClient.setQueriesData<TStylePostPage>(
        { queryKey: [...styleMasterKeys.all, 'posts'] },
        (page) => page && { ...page, items: patch(page.items, result) },
      );
      queryClient.setQueriesData<TLeaderboard>(
        { queryKey: [...styleMasterKeys.all, 'leaderboard'] },
        (board) => board && { ...board, entries: patch(board.entries, result) },
      );
      void queryClient.invalidateQueries({ queryKey: styleMasterKeys.all, refetchType: 'active' });
    },
  });
}
