import { describe, expect, it } from 'vitest';
import { parseHm, zonedDateTimeToUtc, zonedNow, zonedToday } from './time-zone';

const HCM = 'Asia/Ho_Chi_Minh';

describe('salon time zone', () => {
  it('architecture Time: just before midnight UTC it is already the next day in Asia/Ho_Chi_Minh (UTC+7)', () => {
    const now = new Date('2026-11-20T17:30:00Z');
    expect(zonedToday(now, 'UTC')).toBe('2026-11-20');
    expect(zonedToday(now, HCM)).toBe('2026-11-21');
  });

  it('architecture Time: just before midnight in Asia/Ho_Chi_Minh it is still the same day there', () => {
    const now = new Date('2026-11-21T16:59:59Z');
    expect(zonedToday(now, HCM)).toBe('2026-11-21');
    expect(zonedNow(now, HCM)).toEqual({ date: '2026-11-21', minutes: 23 * 60 + 59 });
    expect(zonedToday(new Date('2026-11-21T17:00:00Z'), HCM)).toBe('2026-11-22');
  });

  it('architecture Time: the default zone is the salon default Asia/Ho_Chi_Minh', () => {
    expect(zonedToday(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });

  it('architecture Time: a salon wall-clock time maps to the right instant', () => {
    expect(zonedDateTimeToUtc('2026-11-21', 8 * 60 + 30, HCM).toISOString()).toBe('2026-11-21T01:30:00.000Z');
    expect(zonedDateTimeToUtc('2026-11-21', '20:30', HCM).toISOString()).toBe('2026-11-21T13:30:00.000Z');
    expect(zonedDateTimeToUtc('2026-11-21', '00:10', HCM).toISOString()).toBe('2026-11-20T17:10:00.000Z');
  });

  it('architecture Time: zones with daylight saving land on the right side of the change', () => {
    // New York: EDT (UTC-4) until 1 Nov 2026 02:00, EST (UTC-5) after.
    expect(zonedDateTimeToUtc('2026-10-31', '09:00', 'America/New_York').toISOString()).toBe('2026-10-31T13:00:00.000Z');
    expect(zonedDateTimeToUtc('2026-11-02', '09:00', 'America/New_York').toISOString()).toBe('2026-11-02T14:00:00.000Z');
  });

  it('architecture Time: converting there and back gives the same wall clock', () => {
    const instant = zonedDateTimeToUtc('2027-01-01', 0, HCM);
    expect(zonedNow(instant, HCM)).toEqual({ date: '2027-01-01', minutes: 0 });
  });

  it('spec §9 hours 8h30-20h30: HH:mm parses to minutes since midnight', () => {
    expect(parseHm('08:30')).toBe(510);
    expect(parseHm('20:30')).toBe(1230);
    expect(() => parseHm('24:00')).toThrow(RangeError);
    expect(() => parseHm('8h30')).toThrow(RangeError);
  });

  it('architecture Time: Asia/Ho_Chi_Minh read by arithmetic agrees with the zone data, from 1975 to 2100 and before', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: HCM,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    const fromZoneData = (instant: Date) => {
      const part = (type: string) => Number(intl.formatToParts(instant).find((p) => p.type === type)?.value);
      return {
        date: `${part('year')}-${String(part('month')).padStart(2, '0')}-${String(part('day')).padStart(2, '0')}`,
        minutes: part('hour') * 60 + part('minute'),
      };
    };
    // Every 6,979 minutes (a prime: the instants fall at every time of day) over 125 years, and 1960, when Saigon was UTC+8.
    for (let t = Date.UTC(1975, 5, 12, 17); t < Date.UTC(2100, 0, 1); t += 997 * 60_000 * 7) {
      expect(zonedNow(new Date(t), HCM)).toEqual(fromZoneData(new Date(t)));
    }
    expect(zonedNow(new Date('1960-01-01T00:30:00Z'), HCM)).toEqual({ date: '1960-01-01', minutes: 8 * 60 + 30 });
    expect(zonedDateTimeToUtc('1960-01-01', '08:30', HCM).toISOString()).toBe('1960-01-01T00:30:00.000Z');
  });
});
