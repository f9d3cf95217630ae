import { describe, expect, it } from 'vitest';
import { readCheckInInput, visitActions } from '../src/features/floor/model/visit-actions';

// The staff board's buttons (issue 30): the next steps of a visit that the person's role may take.
const reception = { role: 'reception', staffId: null, actions: ['floor.read', 'visit.checkIn', 'visit.undo', 'visit.noShow', 'walkIn.create'] as const };
const stylist = { role: 'stylist', staffId: 7, actions: ['floor.read', 'visit.startCut', 'visit.finish'] as const };
const manager = {
  role: 'salon_manager',
  staffId: null,
  actions: ['floor.read', 'visit.checkIn', 'visit.startWash', 'visit.startCut', 'visit.finish', 'visit.undo', 'visit.noShow'] as const,
};
const monitor = { role: 'monitor', staffId: null, actions: ['floor.read'] as const };

describe('the buttons of a visit', () => {
  it('gives reception check-in and no-show on a booking, and undo once it moved', () => {
    expect(visitActions({ stage: 'booked', stylistId: 7 }, reception)).toEqual(['checkIn', 'noShow']);
    expect(visitActions({ stage: 'checked_in', stylistId: 7 }, reception)).toEqual(['undo']);
    expect(visitActions({ stage: 'paid', stylistId: 7 }, reception)).toEqual([]);
  });

  it('gives a stylist the cut and the finish of his own customers only', () => {
    expect(visitActions({ stage: 'checked_in', stylistId: 7 }, stylist)).toEqual(['startCut']);
    expect(visitActions({ stage: 'wash', stylistId: 7 }, stylist)).toEqual(['startCut']);
    expect(visitActions({ stage: 'cut', stylistId: 7 }, stylist)).toEqual(['finish']);
    expect(visitActions({ stage: 'cut', stylistId: 8 }, stylist)).toEqual([]);
  });

  it('gives a manager every step, and the monitor none', () => {
    expect(visitActions({ stage: 'checked_in', stylistId: 7 }, manager)).toEqual(['startWash', 'startCut', 'undo']);
    expect(visitActions({ stage: 'booked', stylistId: 7 }, monitor)).toEqual([]);
  });
});

describe('the check-in box', () => {
  it('reads a phone (with dots or spaces), or else a check-in code', () => {
    expect(readCheckInInput('0912.345.678')).toEqual({ phone: '0912345678' });
    // Anything else is a check-in code for the server to read: the booking's number, or what a scanner types
    // from the customer's QR.
    expect(readCheckInInput(' 5000123 ')).toEqual({ code: '5000123' });
    expect(readCheckInInput('SHINE5000123')).toEqual({ code: 'SHINE5000123' });
    expect(readCheckInInput('  ')).toBeNull();
    expect(readCheckInInput('')).toBeNull();
  });
});
