import { describe, expect, it } from 'vitest';
import { waitPanelShown } from './wait-time';

// Issue 27 item 16: spec §2 "Wait-time panel" said 'Đang xếp Stylist' for a booking 5 hours away, which reads as
// "you are already in the queue". Until the salon floor gives a real queue, the panel shows on the booking's day
// (in the salon's time zone), from one hour before it.

const startAt = new Date('2026-11-23T14:00:00+07:00');
const at = (iso: string) => waitPanelShown({ startAt, now: new Date(iso), timeZone: 'Asia/Ho_Chi_Minh' });

describe('wait-time panel', () => {
  it('is hidden 5 hours before, and until one hour before', () => {
    expect(at('2026-11-23T09:00:00+07:00')).toBe(false);
    expect(at('2026-11-23T12:59:00+07:00')).toBe(false);
  });

  it('shows from one hour before to the booked time and after it (the customer may still be waiting)', () => {
    expect(at('2026-11-23T13:00:00+07:00')).toBe(true);
    expect(at('2026-11-23T13:45:00+07:00')).toBe(true);
    expect(at('2026-11-23T14:20:00+07:00')).toBe(true);
  });

  it("counts the day in the salon's zone: 00:30 for a booking at 00:50 is the same day; the day before is not", () => {
    const early = new Date('2026-11-24T00:50:00+07:00');
    expect(waitPanelShown({ startAt: early, now: new Date('2026-11-24T00:30:00+07:00'), timeZone: 'Asia/Ho_Chi_Minh' })).toBe(true);
    expect(waitPanelShown({ startAt: early, now: new Date('2026-11-23T23:55:00+07:00'), timeZone: 'Asia/Ho_Chi_Minh' })).toBe(false);
  });

  it('never for another day, whatever the hours between', () => {
    expect(at('2026-11-24T09:00:00+07:00')).toBe(false);
    expect(at('2026-11-22T13:30:00+07:00')).toBe(false);
  });
});
