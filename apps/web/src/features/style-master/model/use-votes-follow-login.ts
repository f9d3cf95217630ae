import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCurrentUser } from '../../auth';
import { styleMasterKeys } from '../api/get-posts';

/**
 * The server renders the lists for a visitor; once the browser knows who is logged in (and after each
 * login or logout) they are fetched again so `voted` is the customer's own.
 */
export function useVotesFollowLogin(): void {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().user?.userId ?? 0;
  const first = useRef(true);
  useEffect(() => {
    const wasFirst = first.current;
    first.current = false;
    if (wasFirst && !userId) return;
    void queryClient.invalidateQueries({ queryKey: styleMasterKeys.all });
  }, [userId, queryClient]);
}
