import { normalizePhone } from '@shine/shared/rules/phone';

/** The booking page for a customer: a logged-in one is not asked for his phone again (spec §4). */
export function bookingHref(accountPhone: string | null | undefined): string {
  const phone = accountPhone ? normalizePhone(accountPhone) : '';
  return phone ? `/booking?phone=${phone}` : '/booking';
}
