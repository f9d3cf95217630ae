import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useAccessToken } from '../../../lib/auth-token';
import type { User } from '../types';
import { authKeys } from './keys';

/** GET /api/v1/auth/me: the customer behind the stored token (spec §7 "fetch current user on start"). */
export const getMe = (signal?: AbortSignal) => callApi('GET /api/v1/auth/me', { signal });

export const meQueryOptions = (token: string | null) =>
  queryOptions({
    // The token is part of the key: a new login never shows the previous customer, even for a moment.
    queryKey: authKeys.me(token),
    queryFn: ({ signal }) => getMe(signal),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });

export interface CurrentUser {
  user: User | undefined;
  isLoggedIn: boolean;
  /** A token is stored and its customer is still loading. */
  isPending: boolean;
}

export function useCurrentUser(): CurrentUser {
  const token = useAccessToken();
  const query = useQuery(meQueryOptions(token));
  const user = token ? query.data : undefined;
  return { user, isLoggedIn: Boolean(user), isPending: Boolean(token) && query.isPending };
}
