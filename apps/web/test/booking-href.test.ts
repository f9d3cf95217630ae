import { describe, expect, it } from 'vitest';
import { bookingHref } from '../src/lib/booking-href';

describe("'Đặt lịch ngay' of a logged-in customer", () => {
  it('carries his phone to the booking page, local form', () => {
    expect(bookingHref('+84905939123')).toBe('/booking?phone=0905939123');
    expect(bookingHref('0905939123')).toBe('/booking?phone=0905939123');
  });

  it('is the plain booking page for a visitor', () => {
    expect(bookingHref(null)).toBe('/booking');
    expect(bookingHref(undefined)).toBe('/booking');
  });
});
