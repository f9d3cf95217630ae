import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { formatCount, formatStar, ratingDisplay, shouldShowRating } from './rating';
import { waitTimeDisplay } from './wait-time';

describe('rating display', () => {
  it('spec §9 Ratings shown only for entries with over 100 customers', () => {
    expect(shouldShowRating(100)).toBe(false);
    expect(shouldShowRating(101)).toBe(true);
    expect(ratingDisplay({ star: 4.9, totalCustomers: 100 })).toBeNull();
  });

  it('spec §9 star average to one decimal', () => {
    expect(formatStar(4.86)).toBe('4.9');
    expect(formatStar(5)).toBe('5.0');
  });

  it('spec §9 counts over 1000 shown as k', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1000');
    expect(formatCount(1234)).toBe('1.2k');
    expect(formatCount(2000)).toBe('2k');
    expect(formatCount(15_480)).toBe('15.5k');
  });

  it('spec §9 a stylist card shows star and compact count together', () => {
    expect(ratingDisplay({ star: 4.75, totalCustomers: 1234 })).toEqual({ star: '4.8', customers: '1.2k' });
  });
});

describe('wait-time display', () => {
  it('spec §9 Wait time shows minutes if waitServe under 30', () => {
    expect(waitTimeDisplay({ type: 0, waitServe: 12 })).toEqual({ kind: 'minutes', minutes: 12 });
    expect(waitTimeDisplay({ type: 1, waitServe: 29 })).toEqual({ kind: 'minutes', minutes: 29 });
  });

  it("spec §9 Wait time 30 or more: 'Đang xếp Stylist' (stylist wait)", () => {
    const shown = waitTimeDisplay({ type: 0, waitServe: 30 });
    expect(shown.kind === 'queue' && translate('vi', shown.key)).toBe('Đang xếp Stylist');
  });

  it("spec §3 Wait-time record: type 1 is a skinner wait → 'Đang xếp Skinner'", () => {
    const shown = waitTimeDisplay({ type: 1, waitServe: 45 });
    expect(shown.kind === 'queue' && translate('vi', shown.key)).toBe('Đang xếp Skinner');
  });
});
