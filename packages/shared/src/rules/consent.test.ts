import { describe, expect, it } from 'vitest';
import { CONSENT_TEXT_VERSION, CONSENT_TEXT_VERSIONS, CONSENT_TICKED_AT_START, canAgree } from './consent';

// Spec §4 "Home form and consent", overridden by Law 91/2025/QH15 and Decree 356/2025 (ADR 012).

describe('privacy consent rule', () => {
  it('starts unticked (the law forbids consent by default, over spec §4 "defaults ticked")', () => {
    expect(CONSENT_TICKED_AT_START).toBe(false);
    expect(canAgree(CONSENT_TICKED_AT_START)).toBe(false);
  });

  it("'Đồng ý và tiếp tục' works only once ticked (spec §4)", () => {
    expect(canAgree(true)).toBe(true);
  });

  it('the text shown is the newest known version, dated', () => {
    expect(CONSENT_TEXT_VERSION).toBe(CONSENT_TEXT_VERSIONS.at(-1));
    expect(CONSENT_TEXT_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
