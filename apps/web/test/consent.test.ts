import { describe, expect, it } from 'vitest';
import { consentNeeded } from '../src/features/home/consent';

// Spec §4 Home form and consent: the privacy modal opens only when consent is missing.

const phone = '0905939123';

describe('privacy consent before booking', () => {
  it('opens for a phone without a consent cookie, not agreed, outside the app', () => {
    expect(consentNeeded({ phone, consentedPhone: null, userAgreed: false, inApp: false })).toBe(true);
    expect(consentNeeded({ phone, consentedPhone: '0905939124', userAgreed: false, inApp: false })).toBe(true);
  });

  it('is skipped when the cookie holds this phone, the customer agreed, or in the app', () => {
    expect(consentNeeded({ phone, consentedPhone: phone, userAgreed: false, inApp: false })).toBe(false);
    expect(consentNeeded({ phone, consentedPhone: null, userAgreed: true, inApp: false })).toBe(false);
    expect(consentNeeded({ phone, consentedPhone: null, userAgreed: false, inApp: true })).toBe(false);
  });
});
