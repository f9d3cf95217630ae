import { describe, expect, it } from 'vitest';
import { allowsPastHours, bookAtCode, hidesChromeOnMobile, isInAppSource, isMobileLayoutSource } from './book-at';

describe('booking source', () => {
  it('spec §9 bookAt source code: customer_ios 0, customer_android 2', () => {
    expect(bookAtCode('customer_ios')).toBe(0);
    expect(bookAtCode('customer_android')).toBe(2);
  });

  it('spec §9 bookAt source code: utm rn_android 4, rn_ios 5, tikiapp 6', () => {
    expect(bookAtCode(null, 'rn_android')).toBe(4);
    expect(bookAtCode(undefined, 'rn_ios')).toBe(5);
    expect(bookAtCode('', 'tikiapp')).toBe(6);
    expect(bookAtCode('tikiapp')).toBe(6);
  });

  it('spec §9 bookAt source code: else 3 (web)', () => {
    expect(bookAtCode()).toBe(3);
    expect(bookAtCode('facebook', 'newsletter')).toBe(3);
    expect(bookAtCode('constructor')).toBe(3);
  });

  it('spec §2 in-app sources tikiapp, rn_ios, rn_android show the host-app home button', () => {
    expect(['tikiapp', 'rn_ios', 'rn_android'].every(isInAppSource)).toBe(true);
    expect(isInAppSource('customer_ios')).toBe(false);
    expect(isInAppSource(null)).toBe(false);
  });

  it('spec §2 Mobile layout for source customer_ios, customer_android, friendly_checkin, app_customer', () => {
    expect(['customer_ios', 'customer_android', 'friendly_checkin', 'app_customer'].every(isMobileLayoutSource)).toBe(true);
    expect(isMobileLayoutSource('tikiapp')).toBe(false);
  });

  it('spec §2 header hidden on mobile for customer_ios, customer_android or friendly_checkin', () => {
    expect(['customer_ios', 'customer_android', 'friendly_checkin'].every(hidesChromeOnMobile)).toBe(true);
    expect(hidesChromeOnMobile('app_customer')).toBe(false);
  });

  it('spec §6 Source book_at_salon relaxes the past-hour restriction', () => {
    expect(allowsPastHours('book_at_salon')).toBe(true);
    expect(allowsPastHours('customer_ios')).toBe(false);
  });
});
