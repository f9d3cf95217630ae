import { CONSENT_COOKIE_MAX_AGE_MS } from '@shine/shared/rules/constants';
import { readCookie, writeCookie } from '../../lib/cookies';

/** Cookie holding the phone whose privacy consent this browser gave (about 3 years, spec §9). */
export const CONSENT_COOKIE = '_cus_agreeProtectPersonalInfo';

export interface ConsentInput {
  phone: string;
  /** Phone stored in the consent cookie, if any. */
  consentedPhone: string | null;
  /** The logged-in customer is flagged agreeProtectPersonalInfo. */
  userAgreed: boolean;
  inApp: boolean;
}

/** Spec §4 Home form and consent: the privacy modal opens only when no consent is known for the phone. */
export function consentNeeded({ phone, consentedPhone, userAgreed, inApp }: ConsentInput): boolean {
  return !inApp && !userAgreed && consentedPhone !== phone;
}

export const readConsentedPhone = (): string | null => readCookie(CONSENT_COOKIE);
export const rememberConsent = (phone: string): void => writeCookie(CONSENT_COOKIE, phone, CONSENT_COOKIE_MAX_AGE_MS);
