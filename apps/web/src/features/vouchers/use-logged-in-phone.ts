import { useCurrentUser } from '../auth';
import { readMePhone } from './model/campaigns';

/** The logged-in customer's phone, from the auth feature's one GET /api/v1/auth/me (shared request and key). */
export function useLoggedInPhone(): { loggedIn: boolean; pending: boolean; phone: string | null } {
  const { user, isLoggedIn, isPending } = useCurrentUser();
  return { loggedIn: isLoggedIn, pending: isPending, phone: readMePhone(user) };
}
