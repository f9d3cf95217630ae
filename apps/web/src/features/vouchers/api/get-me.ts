import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useAccessToken } from '../../../lib/auth-token';
import { readMePhone } from '../model/campaigns';

/**
 * The logged-in customer's phone (GET /api/v1/auth/me). A missing route (404) or a refused token counts
 * as logged out. The key is the auth feature's, so both share one request.
 */
export function useLoggedInPhone(): { loggedIn: boolean; pending: boolean; phone: string | null } {
  const token = useAccessToken();
  const query = useQuery({
    queryKey: ['auth', 'me', token],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<unknown>('/v1/auth/me', { signal });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return null;
        throw error;
      }
    },
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
  const phone = token ? readMePhone(query.data) : null;
  return { loggedIn: Boolean(token) && query.data !== null && !query.isError, pending: Boolean(token) && query.isPending, phone };
}
