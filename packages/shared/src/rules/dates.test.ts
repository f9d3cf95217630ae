import { describe, expect, it } from 'vitest';
import { addDays, diffDays, formatDateBook, formatDisplayDate, isValidIsoDate, parseDateBook, parseDisplayDate } from './dates';

describe('date formats', () => {
  it('spec §3 Booking selection: dateBook is DD-MM-YYYY', () => {
    expect(formatDateBook('2026-11-21')).toBe('21-11-2026');
    expect(parseDateBook('21-11-2026')).toBe('2026-11-21');
    expect(parseDateBook('1-2-2026')).toBe('2026-02-01');
  });

  it('spec §5 Other: date question format DD/MM/YYYY, default view 01/01/2000', () => {
    expect(formatDisplayDate('2000-01-01')).toBe('01/01/2000');
    expect(parseDisplayDate('01/01/2000')).toBe('2000-01-01');
  });

  it('spec §7 create booking: a dateBook that is not a real calendar day is rejected', () => {
    expect(parseDateBook('31-02-2026')).toBeNull();
    expect(parseDateBook('29-02-2026')).toBeNull();
    expect(parseDateBook('29-02-2024')).toBe('2024-02-29');
    expect(parseDateBook('2026-11-21')).toBeNull();
    expect(parseDateBook('21/11/2026')).toBeNull();
    expect(parseDisplayDate('21-11-2026')).toBeNull();
    expect(parseDateBook('')).toBeNull();
  });

  it('spec §3 Booking selection: only real ISO dates are accepted internally', () => {
    expect(isValidIsoDate('2026-11-21')).toBe(true);
    expect(isValidIsoDate('2026-13-01')).toBe(false);
    expect(isValidIsoDate('0050-01-01')).toBe(true);
    expect(() => formatDateBook('21-11-2026')).toThrow(RangeError);
  });
});

describe('date arithmetic', () => {
  it('spec §6 Roles: days are counted forward from today across month and year ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 2)).toBe('2027-01-02');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('spec §6 Roles: a date option is inactive beyond daysBookFuture, so its offset from today is needed', () => {
    expect(diffDays('2026-11-21', '2026-11-23')).toBe(2);
    expect(diffDays('2026-12-31', '2027-01-01')).toBe(1);
    expect(diffDays('2026-11-21', '2026-11-20')).toBe(-1);
  });
});
