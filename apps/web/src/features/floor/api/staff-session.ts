import type { TStaffMe } from '@shine/shared/schemas/floor';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';
import { createStore } from '../../../lib/create-store';
import { writeTablet } from '../model/device-key';

export const staffMeKey = ['staff', 'me'] as const;

/** GET /api/v1/staff/session: the staff member of this browser's staff session, or null when there is none (or it was refused). */
export async function getStaffMe(): Promise<TStaffMe | null> {
  try {
    return await callApi('GET /api/v1/staff/session');
  } catch (cause) {
    if (!forgetRefusedSession(cause)) throw cause;
    return null;
  }
}

export const staffMeQuery = queryOptions({ queryKey: staffMeKey, queryFn: getStaffMe, staleTime: 60_000, retry: false });
export const useStaffMe = () => useQuery(staffMeQuery);

/** POST /api/v1/staff/auth/login: phone and password; the server sets the httpOnly staff cookie. */
export function useStaffLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { phone: string; password: string }) => callApi('POST /api/v1/staff/auth/login', { body }),
    onSuccess: (session) => {
      lockReason.set(null);
      client.setQueryData(staffMeKey, session.staff);
    },
  });
}

/** POST /api/v1/staff/auth/logout: ends the staff session and forgets what the screens showed. */
export function useStaffLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('POST /api/v1/staff/auth/logout'),
    onSettled: () => {
      client.removeQueries({ queryKey: ['staff'] });
      client.setQueryData(staffMeKey, null);
    },
  });
}

/** Why the screen went back to its login: the server refused the session (idle lock, revoked tablet). */
export const lockReason = createStore<string | null>(null);

/**
 * A staff call answered 401: the session ended on the server (the tablet locked itself after idle minutes,
 * someone logged out, or the tablet was revoked). The screen goes back to its lock or login, saying why; a
 * revoked tablet forgets its credential.
 */
export function onStaffRefusal(client: QueryClient, cause: unknown): void {
  if (forgetRefusedSession(cause)) client.setQueryData(staffMeKey, null);
}

function forgetRefusedSession(cause: unknown): boolean {
  if (!(cause instanceof ApiError) || cause.status !== 401) return false;
  if (cause.code === 'DEVICE_REVOKED' || cause.code === 'DEVICE_UNKNOWN') writeTablet(null);
  lockReason.set(cause.message);
  return true;
}
