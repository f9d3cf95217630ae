import { describe, expect, it } from 'vitest';
import type { HourBox } from '../src/features/booking/model/booking-types';
import { firstFreeColumn, hasExpired, hourColumns, isPickable, nextActiveDate, shiftDateBook } from '../src/features/booking/model/hour-rules';

const hour = (hourFrame: string, isFree = true, hourId = 1): HourBox => ({
  hour: hourFrame.replace(':', 'h'),
  hourFrame,
  isFree,
  hourId,
  subHourId: hourId + 1,
  secondSubHourId: 0,
  salonId: 3,
  guideText: '',
});

describe('hour strip rules (spec §4 Date, hour, stylist)', () => {
  const today = { expiredHourIds: [], isToday: true, nowMinutes: 10 * 60, source: null };

  it('offers free hours that are still ahead', () => {
    expect(isPickable(hour('10:30'), today)).toBe(true);
    expect(isPickable(hour('09:50'), today)).toBe(false);
    expect(isPickable(hour('10:30', false), today)).toBe(false);
  });

  it('lets the salon desk (book_at_salon) take past hours', () => {
    expect(isPickable(hour('09:50'), { ...today, source: 'book_at_salon' })).toBe(true);
    expect(hasExpired(hour('09:50'), { ...today, source: 'book_at_salon' })).toBe(false);
  });

  it('marks an hour clicked after its time as expired, only today', () => {
    expect(hasExpired(hour('09:50'), today)).toBe(true);
    expect(hasExpired(hour('09:50'), { ...today, isToday: false })).toBe(false);
    expect(isPickable(hour('11:00', true, 9), { ...today, expiredHourIds: [9] })).toBe(false);
  });

  it('moves to the next active date option only', () => {
    const options = [
      { date: '21-11-2026', tag: 'Today', isActive: true, isSpecial: false },
      { date: '22-11-2026', tag: 'Tomorrow', isActive: true, isSpecial: false },
      { date: '23-11-2026', tag: 'Day after', isActive: false, isSpecial: false },
    ];
    expect(nextActiveDate(options, '21-11-2026')).toBe('22-11-2026');
    expect(nextActiveDate(options, '22-11-2026')).toBeNull();
    expect(shiftDateBook('30-11-2026', 1)).toBe('01-12-2026');
  });

  it('lays hours out in columns of three and opens at the first free one', () => {
    const hours = [hour('08:30', false), hour('08:50', false), hour('09:10', false), hour('09:30'), hour('09:50')];
    expect(hourColumns(hours).map((column) => column.length)).toEqual([3, 2]);
    expect(firstFreeColumn(hours)).toBe(1);
  });
});
