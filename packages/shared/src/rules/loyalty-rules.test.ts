import { describe, expect, it } from 'vitest';
import { isStepOf, pointsForPaidVisit, pointsForRating, ruleInForce, stepsToPay } from './loyalty-rules';

const rule = (over: Partial<Parameters<typeof ruleInForce>[0]> = {}) => ({ points: 1, active: true, validFrom: null, validTo: null, ...over });

describe('points rules (issue 32)', () => {
  it('a paid visit earns the points per whole 10,000 ₫ actually paid', () => {
    expect(pointsForPaidVisit(rule(), 250_000, '2026-11-23')).toBe(25);
    expect(pointsForPaidVisit(rule(), 259_999, '2026-11-23')).toBe(25);
    expect(pointsForPaidVisit(rule({ points: 3 }), 69_000, '2026-11-23')).toBe(18);
    expect(pointsForPaidVisit(rule(), 9_999, '2026-11-23')).toBe(0);
    expect(pointsForPaidVisit(rule(), 0, '2026-11-23')).toBe(0);
  });
  it('off when inactive, at 0 points, missing, or outside its validity dates (both ends included)', () => {
    expect(pointsForPaidVisit(rule({ active: false }), 250_000, '2026-11-23')).toBe(0);
    expect(pointsForPaidVisit(rule({ points: 0 }), 250_000, '2026-11-23')).toBe(0);
    expect(pointsForPaidVisit(undefined, 250_000, '2026-11-23')).toBe(0);
    const dated = rule({ points: 5, validFrom: '2026-11-01', validTo: '2026-11-30' });
    expect(pointsForRating(dated, '2026-10-31')).toBe(0);
    expect(pointsForRating(dated, '2026-11-01')).toBe(5);
    expect(pointsForRating(dated, '2026-11-30')).toBe(5);
    expect(pointsForRating(dated, '2026-12-01')).toBe(0);
    expect(pointsForRating(rule({ points: 5, validFrom: '2026-11-24' }), '2026-11-23')).toBe(0);
    expect(pointsForRating(rule({ points: 5, validTo: '2026-11-22' }), '2026-11-23')).toBe(0);
  });
});

describe('quest steps to pay (issue 32)', () => {
  it('a repeatable quest pays each new step', () => {
    const steps = ['completed_booking:1', 'completed_booking:2', 'completed_booking:3'];
    expect(stepsToPay({ steps, earned: new Set(['completed_booking:2']), repeatable: true, kind: 'completed_booking' })).toEqual([
      'completed_booking:1',
      'completed_booking:3',
    ]);
  });
  it('one that is not pays its first step once, never again after any of its steps was paid', () => {
    const steps = ['completed_booking:5', 'completed_booking:6'];
    expect(stepsToPay({ steps, earned: new Set(), repeatable: false, kind: 'completed_booking' })).toEqual(['completed_booking:5']);
    expect(stepsToPay({ steps, earned: new Set(['completed_booking:1']), repeatable: false, kind: 'completed_booking' })).toEqual([]);
    expect(stepsToPay({ steps: ['first_booking'], earned: new Set(['rated_visit:1']), repeatable: false, kind: 'first_booking' })).toEqual(['first_booking']);
  });
  it('knows the steps of a kind by their key', () => {
    expect(isStepOf('rated_visit', 'rated_visit:12')).toBe(true);
    expect(isStepOf('first_booking', 'first_booking')).toBe(true);
    expect(isStepOf('completed_booking', 'complete_profile')).toBe(false);
  });
});
