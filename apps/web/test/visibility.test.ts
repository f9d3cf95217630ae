import { describe, expect, it } from 'vitest';
import { getVisibility } from '../src/app/visibility';

// Spec section 2 'Visibility'.
const phone = (pathname: string, source?: string) => getVisibility({ pathname, source, narrowViewport: true });
const desktop = (pathname: string, source?: string) => getVisibility({ pathname, source, narrowViewport: false });

describe('shell visibility (spec section 2)', () => {
  it('shows everything on an ordinary page', () => {
    for (const show of [phone('/'), desktop('/'), desktop('/booking')]) {
      expect(show).toMatchObject({ header: true, login: true, footer: true, contactButtons: true, scrollToTop: true });
    }
  });

  it('hides header, login, footer and floating buttons when the path contains xac-nhan-thay-doi-dvsp', () => {
    for (const show of [phone('/xac-nhan-thay-doi-dvsp/12'), desktop('/xac-nhan-thay-doi-dvsp/12')]) {
      expect(show).toMatchObject({ header: false, login: false, footer: false, contactButtons: false, scrollToTop: false });
    }
  });

  it.each(['customer_ios', 'customer_android', 'friendly_checkin', 'tikiapp', 'rn_ios', 'rn_android'])(
    'hides header on mobile, footer and floating buttons for source %s',
    (source) => {
      expect(phone('/', source)).toMatchObject({ header: false, footer: false, contactButtons: false, scrollToTop: false });
    },
  );

  it('treats tikiapp, rn_ios and rn_android as in the app', () => {
    expect(phone('/', 'rn_ios').inApp).toBe(true);
    expect(phone('/', 'customer_ios').inApp).toBe(false);
    expect(phone('/', 'web').inApp).toBe(false);
  });

  it('forces the mobile layout for app sources, even on a wide screen', () => {
    for (const source of ['customer_ios', 'customer_android', 'friendly_checkin', 'app_customer', 'tikiapp']) {
      expect(desktop('/', source).mobileLayout).toBe(true);
    }
    expect(desktop('/').mobileLayout).toBe(false);
    expect(desktop('/', 'utm_mail').mobileLayout).toBe(false);
  });

  it('app_customer gets the mobile layout but keeps header and footer', () => {
    expect(phone('/', 'app_customer')).toMatchObject({ header: true, footer: true });
  });

  it.each(['/booking', '/save-location', '/booking-at-home', '/booking/'])('hides the footer of %s on mobile only', (path) => {
    expect(phone(path)).toMatchObject({ header: true, footer: false, contactButtons: false, scrollToTop: false });
    expect(desktop(path)).toMatchObject({ footer: true, contactButtons: true });
  });

  it('keeps the footer of other booking pages on mobile', () => {
    expect(phone('/booking/success').footer).toBe(true);
  });

  it('has no scroll-to-top or contact buttons on /vong-quay-may-man, but keeps the footer', () => {
    for (const show of [phone('/vong-quay-may-man'), desktop('/vong-quay-may-man')]) {
      expect(show).toMatchObject({ footer: true, contactButtons: false, scrollToTop: false });
    }
  });

  it('shows none of the customer shell on the staff screens (/nhan-vien), at any size', () => {
    for (const show of [phone('/nhan-vien'), desktop('/nhan-vien'), desktop('/nhan-vien/')]) {
      expect(show).toMatchObject({ header: false, login: false, footer: false, contactButtons: false, scrollToTop: false });
    }
    expect(desktop('/nhan-vien-tuyen-dung').header).toBe(true);
  });

  it('shows none of the customer shell in the back office (/quan-tri, issue 32)', () => {
    for (const show of [desktop('/quan-tri'), desktop('/quan-tri/dich-vu'), phone('/quan-tri/')]) {
      expect(show).toMatchObject({ header: false, login: false, footer: false, contactButtons: false, scrollToTop: false });
    }
    expect(desktop('/quan-tri-vien').header).toBe(true);
  });
});
