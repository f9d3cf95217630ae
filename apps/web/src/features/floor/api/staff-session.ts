import { ZStaffMe, ZStaffSession, type TStaffMe } from '@shine/shared/schemas/floor';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const staffMeKey = ['staff', 'me'] as const;

/** GET /api/v1/staff/session: the staff member of this browser's staff session, or null when there is none. */
export const getStaffMe = (): Promise<TStaffMe | null> => apiRequest('/v1/staff/session', { staff: true }, ZStaffMe.nullable());

export const staffMeQuery = queryOptions({ queryKey: staffMeKey, queryFn: getStaffMe, staleTime: 60_000, retry: false });
export const useStaffMe = () => useQuery(staffMeQuery);

/** POST /api/v1/staff/auth/login: phone and password; the server sets the httpOnly staff cookie. */
export function useStaffLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { phone: string; password: string }) => apiRequest('/v1/staff/auth/login', { method: 'POST', body, staff: true }, ZStaffSession),
    onSuccess: (session) => client.setQueryData(staffMeKey, session.staff),
  });
}

/** POST /api/v1/staff/auth/logout: ends the staff session and forgets what the screens showed. */
export function useStaffLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/v1/staff/auth/logout', { method: 'POST', staff: true }),
    onSettled: () => {
      client.removeQueries({ queryKey: ['staff'] });
      client.setQueryData(staffMeKey, null);
    },
  });
}
