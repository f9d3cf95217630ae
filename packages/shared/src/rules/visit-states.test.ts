import { describe, expect, it } from 'vitest';
import { VISIT_STAGES, VISIT_TRANSITIONS, bookingStatusOf, selfCheckInTiming, stageOfBookingStatus, undoTarget } from './visit-states';

describe('visit stages (issue 30: booked → checked in → wash → cut → finished → paid)', () => {
  it('the happy path walks every step once, each leaving the stage the previous one reached', () => {
    const path = ['checkIn', 'startWash', 'startCut', 'finish', 'pay'] as const;
    let stage: (typeof VISIT_STAGES)[number] = 'booked';
    for (const step of path) {
      expect(VISIT_TRANSITIONS[step].from).toContain(stage);
      stage = VISIT_TRANSITIONS[step].to;
    }
    expect(stage).toBe('paid');
  });

  it('a cut may start straight after check-in (no wash booked); a no-show only from booked', () => {
    expect(VISIT_TRANSITIONS.startCut.from).toEqual(['checked_in', 'wash']);
    expect(VISIT_TRANSITIONS.noShow.from).toEqual(['booked']);
  });

  it('the customer side sees checked_in, in_service, completed and no_show', () => {
    expect(VISIT_STAGES.map(bookingStatusOf)).toEqual(['confirmed', 'checked_in', 'in_service', 'in_service', 'completed', 'completed', 'no_show', 'canceled']);
    expect(stageOfBookingStatus('confirmed')).toBe('booked');
    expect(stageOfBookingStatus('pending_otp')).toBeUndefined();
  });

  it('undo goes one step back; a paid, booked or canceled visit cannot be undone', () => {
    expect(undoTarget('checked_in', { washed: false })).toBe('booked');
    expect(undoTarget('no_show', { washed: false })).toBe('booked');
    expect(undoTarget('wash', { washed: true })).toBe('checked_in');
    expect(undoTarget('cut', { washed: true })).toBe('wash');
    expect(undoTarget('cut', { washed: false })).toBe('checked_in');
    expect(undoTarget('finished', { washed: true })).toBe('cut');
    for (const stage of ['booked', 'paid', 'canceled'] as const) expect(undoTarget(stage, { washed: true })).toBeUndefined();
  });
});

describe('self check-in window (kiosk, friendly_checkin)', () => {
  const start = new Date('2026-11-21T03:10:00Z'); // 10:10 in Ho Chi Minh City
  const at = (iso: string) => selfCheckInTiming(start, new Date(iso));
  it('opens an hour before the booked start and closes 15 minutes after it', () => {
    expect(at('2026-11-21T02:09:59Z')).toBe('early');
    expect(at('2026-11-21T02:10:00Z')).toBe('open');
    expect(at('2026-11-21T03:10:00Z')).toBe('open');
    expect(at('2026-11-21T03:25:00Z')).toBe('open');
    expect(at('2026-11-21T03:25:01Z')).toBe('late');
  });
});
