import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { bookingFits, isoWeekday, mondayOf, shiftProblem, weekDates } from './roster';

describe('roster rules', () => {
  it('a booking fits a shift only inside it and clear of its breaks', () => {
    const shift = { start: 510, end: 990, breaks: [{ start: 720, end: 780 }] };
    expect(bookingFits({ start: 510, end: 540 }, shift)).toBe(true);
    expect(bookingFits({ start: 690, end: 720 }, shift)).toBe(true);
    expect(bookingFits({ start: 700, end: 730 }, shift)).toBe(false);
    expect(bookingFits({ start: 780, end: 810 }, shift)).toBe(true);
    expect(bookingFits({ start: 960, end: 1000 }, shift)).toBe(false);
    expect(bookingFits({ start: 480, end: 520 }, shift)).toBe(false);
    expect(bookingFits({ start: 600, end: 630 }, null)).toBe(false);
  });

  it('refuses a shift ending before it starts and breaks outside or overlapping', () => {
    expect(shiftProblem({ start: 510, end: 990, breaks: [] })).toBeUndefined();
    expect(shiftProblem({ start: 990, end: 510, breaks: [] })).toBeDefined();
    expect(shiftProblem({ start: 510, end: 1500, breaks: [] })).toBeDefined();
    expect(shiftProblem({ start: 510, end: 990, breaks: [{ start: 500, end: 530 }] })).toBeDefined();
    expect(
      shiftProblem({
        start: 510,
        end: 990,
        breaks: [
          { start: 700, end: 760 },
          { start: 750, end: 800 },
        ],
      }),
    ).toBeDefined();
    expect(shiftProblem({ start: 510, end: 990, breaks: [{ start: 700, end: 700 }] })).toBeDefined();
  });

  it('weeks start on Monday', () => {
    expect(mondayOf('2026-11-21')).toBe('2026-11-16');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(isoWeekday('2026-11-22')).toBe(0);
    expect(weekDates('2026-11-23')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
