import { describe, expect, it } from 'vitest';
import type { HourBox } from '../src/features/booking/model/booking-types';
import { compareDateBook, hasExpired, hourColumns, isPickable, nextActiveDate, openingColumn, shiftDateBook } from '../src/features/booking/model/hour-rules';

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

  it('orders DD-MM-YYYY dates by the calendar, across months and years', () => {
    expect(compareDateBook('30-11-2026', '01-12-2026')).toBeLessThan(0);
    expect(compareDateBook('01-01-2027', '31-12-2026')).toBeGreaterThan(0);
    expect(compareDateBook('05-12-2026', '05-12-2026')).toBe(0);
  });

  it('lays hours out in columns of three', () => {
    const hours = [hour('08:30', false), hour('08:50', false), hour('09:10', false), hour('09:30'), hour('09:50')];
    expect(hourColumns(hours).map((column) => column.length)).toEqual([3, 2]);
  });

  it('opens at the group holding the first free hour: the evening near closing', () => {
    const busy = (frames: string[]) => frames.map((frame) => hour(frame, false));
    const groups = [
      { name: 'Buổi sáng', hours: busy(['08:30', '08:50', '09:10', '09:30', '09:50', '10:10', '10:30']) },
      { name: 'Buổi chiều', hours: busy(['12:10', '12:30', '12:50', '13:10']) },
      { name: 'Buổi tối', hours: [...busy(['17:10', '17:30', '17:50', '18:10', '18:30', '18:50', '19:10', '19:30']), hour('19:50'), hour('20:10', false)] },
    ];
    expect(openingColumn(groups, (h) => h.isFree)).toBe(5);
    expect(openingColumn(groups.slice(0, 2), (h) => h.isFree)).toBe(0);
    expect(openingColumn([{ name: 'Buổi sáng', hours: [hour('08:30'), hour('08:50')] }, ...groups], (h) => h.isFree)).toBe(0);
  });
});
