import { normalizePhone } from '@shine/shared';
import { useCurrentUser } from '../../auth';

/** What the booking screens need to know about the logged-in customer (spec §4, §6). */
export interface BookingCustomer {
  loggedIn: boolean;
  /** Local 10-digit phone of the account. */
  phone: string | null;
  name: string | null;
  /** 0 when nobody is logged in (spec §3 User.userId). */
  userId: number;
}

export function useBookingCustomer(): BookingCustomer {
  const { user, isLoggedIn } = useCurrentUser();
  return {
    loggedIn: isLoggedIn,
    phone: user ? normalizePhone(user.phoneNumber) : null,
    name: user?.userName ?? null,
    userId: user?.userId ?? 0,
  };
}
