import { describe, expect, it } from 'vitest';
import { backStep, goBack, goTo, needsCaptcha, startPosition } from '../src/features/auth/login-flow';

// Spec §4 Login: four steps; Back goes to the previous step except when the phone comes from a booking.

describe('login modal steps (spec §4)', () => {
  it('a known phone goes 1 → 2, and Back returns to the phone', () => {
    const atPassword = goTo(startPosition(false), 2);
    expect(atPassword.step).toBe(2);
    expect(backStep(atPassword)).toBe(1);
    expect(goBack(atPassword)).toEqual(startPosition(false));
  });

  it('forgot password goes 2 → 3, and Back returns to the password', () => {
    const atCode = goTo(goTo(startPosition(false), 2), 3);
    expect(backStep(atCode)).toBe(2);
    expect(goBack(atCode).step).toBe(2);
    expect(backStep(goBack(atCode))).toBe(1);
  });

  it('a new phone goes 1 → 3 (registration), and Back returns to the phone', () => {
    const atCode = goTo(startPosition(false), 3);
    expect(backStep(atCode)).toBe(1);
  });

  it('with the phone of a booking, Back never leads to the phone step', () => {
    const atPassword = goTo(startPosition(true), 2);
    expect(backStep(atPassword)).toBeNull();
    expect(goBack(atPassword)).toBe(atPassword);
    const atCode = goTo(atPassword, 3);
    expect(backStep(atCode)).toBe(2);
    expect(backStep(goBack(atCode))).toBeNull();
    expect(backStep(goTo(startPosition(true), 3))).toBeNull();
  });

  it('no Back on the first step, nor on step 4 where the customer is already logged in by the spent code', () => {
    expect(backStep(startPosition(false))).toBeNull();
    expect(backStep(goTo(goTo(startPosition(false), 3), 4))).toBeNull();
  });

  it('spec §4: the captcha shows when a failed login says so', () => {
    expect(needsCaptcha({ code: 'LOGIN_FAILED', body: { captchaRequired: true } })).toBe(true);
    expect(needsCaptcha({ code: 'CAPTCHA_REQUIRED' })).toBe(true);
    expect(needsCaptcha({ code: 'LOGIN_FAILED', body: { captchaRequired: false } })).toBe(false);
    expect(needsCaptcha(undefined)).toBe(false);
  });
});
