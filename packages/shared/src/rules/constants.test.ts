import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('business constants', () => {
  it('spec §1 §9 Footer: hotline 1900272703, hours 8h30-20h30', () => {
    expect(c.HOTLINE).toBe('1900272703');
    expect(c.OPENING_HOURS_LABEL).toBe('8h30-20h30');
    expect([c.DEFAULT_OPEN_MINUTES, c.DEFAULT_CLOSE_MINUTES]).toEqual([510, 1230]);
  });

  it('spec §9 Default role: daysBookFuture 1, maxDaysBookFuture 2', () => {
    expect(c.DEFAULT_ROLE).toEqual({ daysBookFuture: 1, maxDaysBookFuture: 2 });
  });

  it('spec §9 Location chip attribute ids: 82 nearby, 83 visited nearby, 4 home, 5 office, 6 frequent place', () => {
    expect(c.LOCATION_ATTR).toEqual({ nearbySalons: 82, visitedNearby: 83, nearHome: 4, nearOffice: 5, nearFrequentPlace: 6 });
  });

  it('spec §9 Cookies: consent and login cookie about 3 years (94608e6 ms)', () => {
    expect(c.CONSENT_COOKIE_MAX_AGE_MS).toBe(94_608_000_000);
    expect(c.LOGIN_COOKIE_MAX_AGE_MS / (365 * 86_400_000)).toBe(3);
  });

  it('spec §9 Images: max 3, longer side 1024 px, JPEG quality 0.2', () => {
    expect([c.MAX_IMAGES, c.IMAGE_MAX_SIDE, c.IMAGE_QUALITY]).toEqual([3, 1024, 0.2]);
  });

  it('spec §9 Lists: salon page 5, nearby keeps 30 over 10, salon 24 excluded, history page 5', () => {
    expect([c.SALON_PAGE_SIZE, c.NEARBY_KEEP, c.NEARBY_KEEP_THRESHOLD, c.EXCLUDED_SALON_ID]).toEqual([5, 30, 10, 24]);
    expect([c.HISTORY_PAGE_SIZE, c.TOP_STYLIST_PAGE_SIZE, c.TOP_RATING_COUNT, c.BLOG_PAGE_SIZE]).toEqual([5, 12, 30, 3]);
  });

  it('spec §9 Phone 10 digits; home input under 13 chars; booking popup max 20; name max 20; password and OTP 6', () => {
    expect(c.PHONE_LENGTH).toBe(10);
    expect(c.HOME_PHONE_INPUT_MAX_LENGTH).toBeLessThan(13);
    expect([c.BOOKING_PHONE_INPUT_MAX_LENGTH, c.NAME_MAX_LENGTH, c.PASSWORD_LENGTH, c.OTP_LENGTH]).toEqual([20, 20, 6, 6]);
  });

  it('spec §9 Captcha after more than 2 failed logins; server can set the count to 4', () => {
    expect([c.CAPTCHA_AFTER_FAILED_LOGINS, c.CAPTCHA_FORCED_FAILED_COUNT]).toEqual([2, 4]);
    expect(c.CAPTCHA_FORCED_FAILED_COUNT).toBeGreaterThan(c.CAPTCHA_AFTER_FAILED_LOGINS);
  });

  it('spec §9 OTP channels zalo, sms (booking also call)', () => {
    expect(c.LOGIN_OTP_CHANNELS).toEqual(['zalo', 'sms']);
    expect(c.BOOKING_OTP_CHANNELS).toEqual(['zalo', 'sms', 'call']);
  });
});
