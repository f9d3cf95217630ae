import { LOGIN_NOTICE_MS } from '@shine/shared/rules/constants';
import { toast } from '../../components/ui/toast-store';
import { clearAccessToken, getAccessToken, setAccessToken } from '../../lib/auth-token';
import { i18n } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { meQueryOptions } from './api/get-me';
import { postLogout } from './api/logout';
import type { LoginResult } from './types';

/** Query keys holding a customer's own data; dropped when the session ends. */
export const ACCOUNT_QUERY_ROOTS = ['auth', 'account'] as const;

/** Stores the new token (local storage and cookie) and the customer it belongs to. */
export function startSession(result: LoginResult): void {
  queryClient.setQueryData(meQueryOptions(result.accessToken).queryKey, result.user);
  setAccessToken(result.accessToken);
}

/** Forgets the session on this device: token, cookie and every cached piece of the customer's data. */
export function endSession(): void {
  clearAccessToken();
  for (const root of ACCOUNT_QUERY_ROOTS) queryClient.removeQueries({ queryKey: [root] });
}

/** Logout (spec §4): revoke on the server, clear storage and cookie, toast 'Đăng xuất thành công!'. */
export async function logout(): Promise<void> {
  if (getAccessToken()) await postLogout().catch(() => undefined);
  endSession();
  // The spec's messages load on first use, not with the home bundle.
  await i18n.loadNamespaces('messages');
  toast({ title: i18n.t('toast.logoutSuccess', { ns: 'messages' }), type: 'success', duration: LOGIN_NOTICE_MS });
}
