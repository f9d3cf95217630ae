import { describe, expect, it } from 'vitest';
import { bookDates, checkBookableDate, roleForMember } from './booking-role';

const TODAY = '2026-11-21';

describe('booking role and date options', () => {
  it('spec §9 Default role: daysBookFuture 1, maxDaysBookFuture 2, stylist booking allowed', () => {
    expect(roleForMember(1)).toEqual({ memberType: 1, allowBookStylist: true, daysBookFuture: 1, maxDaysBookFuture: 2 });
  });

  it('spec §3 Role: members (Silver 2, Gold 3, Diamond 4) may book every shown day, higher tiers further ahead', () => {
    expect([2, 3, 4].map((memberType) => roleForMember(memberType).maxDaysBookFuture)).toEqual([2, 4, 6]);
    for (const memberType of [2, 3, 4]) {
      const role = roleForMember(memberType);
      expect(role.daysBookFuture).toBe(role.maxDaysBookFuture);
    }
  });

  it('spec §5 Other: date options beyond daysBookFuture are inactive; tags Today, Tomorrow, Day after', () => {
    expect(bookDates(TODAY, roleForMember(1))).toEqual([
      { date: '2026-11-21', tag: 'Today', isActive: true, isSpecial: false },
      { date: '2026-11-22', tag: 'Tomorrow', isActive: true, isSpecial: false },
      { date: '2026-11-23', tag: 'Day after', isActive: false, isSpecial: false },
    ]);
    expect(bookDates(TODAY, roleForMember(3)).every((d) => d.isActive)).toBe(true);
  });

  it('spec §4 Changing salon: date resets to the opening date when the salon opens in the future', () => {
    const dates = bookDates(TODAY, roleForMember(1), '2026-12-01');
    expect(dates.map((d) => d.date)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(dates.map((d) => d.tag)).toEqual([null, null, null]);
    expect(bookDates(TODAY, roleForMember(1), '2026-11-22')[0]).toMatchObject({ date: '2026-11-22', tag: 'Tomorrow' });
  });

  it('spec §4 Changing salon: an opening date already past (or missing) means today', () => {
    expect(bookDates(TODAY, roleForMember(1), '2020-01-01')[0]?.date).toBe(TODAY);
    expect(bookDates(TODAY, roleForMember(1), null)[0]?.date).toBe(TODAY);
  });

  it('spec §6 Days beyond the allowed future days are inactive, so the server refuses them too', () => {
    const role = roleForMember(1);
    expect(checkBookableDate(TODAY, '2026-11-21', role)).toBe('ok');
    expect(checkBookableDate(TODAY, '2026-11-22', role)).toBe('ok');
    expect(checkBookableDate(TODAY, '2026-11-23', role)).toBe('tooFar');
    expect(checkBookableDate(TODAY, '2026-11-20', role)).toBe('past');
    expect(checkBookableDate(TODAY, '2026-02-30', role)).toBe('invalid');
  });

  it('spec §2 Salon chooser: a salon opening in the future cannot be booked before its opening date', () => {
    const role = roleForMember(1);
    expect(checkBookableDate(TODAY, '2026-11-25', role, '2026-12-01')).toBe('notOpenYet');
    expect(checkBookableDate(TODAY, '2026-12-02', role, '2026-12-01')).toBe('ok');
    expect(checkBookableDate(TODAY, '2026-12-03', role, '2026-12-01')).toBe('tooFar');
  });

  it('spec §5 Other: checkBookableDate agrees with the active date options', () => {
    for (const memberType of [1, 4]) {
      const role = roleForMember(memberType);
      for (const option of bookDates(TODAY, role, '2026-11-22')) {
        expect(checkBookableDate(TODAY, option.date, role, '2026-11-22') === 'ok').toBe(option.isActive);
      }
    }
  });
});
