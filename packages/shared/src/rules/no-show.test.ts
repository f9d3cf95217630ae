import { describe, expect, it } from 'vitest';
import { isNoShowDue, noShowCutoff } from './no-show';

const at = (hm: string) => new Date(`2026-11-21T${hm}:00+07:00`);

describe('automatic no-show (issue 31)', () => {
  it('the cutoff is the given minutes before now', () => {
    expect(noShowCutoff(at('09:15'), 15).toISOString()).toBe(at('09:00').toISOString());
    expect(noShowCutoff(at('09:15'), 30).toISOString()).toBe(at('08:45').toISOString());
  });

  it('a booked customer is a no-show from exactly 15 minutes after his hour, not a minute before', () => {
    const booking = { startAt: at('09:00'), stage: 'booked' as const };
    expect(isNoShowDue(booking, at('09:14'), 15)).toBe(false);
    expect(isNoShowDue(booking, at('09:15'), 15)).toBe(true);
    expect(isNoShowDue(booking, at('11:00'), 15)).toBe(true);
    expect(isNoShowDue(booking, at('09:15'), 20)).toBe(false);
  });

  it('a customer who came (checked in or further), canceled or is already a no-show is left alone', () => {
    for (const stage of ['checked_in', 'wash', 'cut', 'finished', 'paid', 'no_show', 'canceled'] as const) {
      expect(isNoShowDue({ startAt: at('08:00'), stage }, at('12:00'), 15)).toBe(false);
    }
  });

  it('after reception undid a no-show, the minutes count from the undo: not marked again at the next minute', () => {
    const undone = { startAt: at('09:00'), stage: 'booked' as const, backToBookedAt: at('09:20') };
    expect(isNoShowDue(undone, at('09:21'), 15)).toBe(false);
    expect(isNoShowDue(undone, at('09:34'), 15)).toBe(false);
    expect(isNoShowDue(undone, at('09:35'), 15)).toBe(true);
    expect(isNoShowDue({ ...undone, backToBookedAt: null }, at('09:21'), 15)).toBe(true);
  });
});
