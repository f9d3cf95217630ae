// Pure rules of the 4-step login modal (spec §4), kept apart from the screens so they can be tested.

/** 1 phone, 2 password, 3 one-time code, 4 create or set the password. */
export type LoginStep = 1 | 2 | 3 | 4;
/**
 * Why a code was sent: a new phone registers, a regular who never set a password (he has visits) logs in
 * by code as a returning customer, a known account forgot its password.
 */
export type OtpReason = 'register' | 'returning' | 'forgot';

/** The code way for a phone without a password: a regular is welcomed back, only a new phone registers. */
export const codeReason = (verified: { isReturning: boolean }): OtpReason => (verified.isReturning ? 'returning' : 'register');

export interface FlowPosition {
  step: LoginStep;
  /** Steps visited before this one, oldest first. */
  trail: LoginStep[];
  /** The phone came with the modal (from a booking): the phone step is never returned to. */
  phoneLocked: boolean;
}

export const startPosition = (phoneLocked: boolean): FlowPosition => ({ step: 1, trail: [], phoneLocked });

/** Moves forward; the step left behind is remembered for Back. */
export function goTo(position: FlowPosition, step: LoginStep): FlowPosition {
  if (step === position.step) return position;
  // Coming from a booking the phone step is skipped over, so it is not a step to go back to.
  const leaving = position.phoneLocked && position.step === 1 ? [] : [position.step];
  return { ...position, step, trail: [...position.trail, ...leaving] };
}

/**
 * Where Back leads, or null when there is no Back: on the first step, once logged in (step 4: the code
 * is spent and the customer is in), and when the previous step would be the phone of a booking.
 */
export function backStep(position: FlowPosition): LoginStep | null {
  if (position.step === 1 || position.step === 4) return null;
  const previous = position.trail.at(-1);
  if (previous === undefined) return null;
  if (previous === 1 && position.phoneLocked) return null;
  return previous;
}

export function goBack(position: FlowPosition): FlowPosition {
  const target = backStep(position);
  if (target === null) return position;
  return { ...position, step: target, trail: position.trail.slice(0, -1) };
}

/** Server codes after which the password step must show a (new) captcha. */
export function needsCaptcha(error: { code?: string; body?: Record<string, unknown> } | undefined): boolean {
  return Boolean(error && (error.body?.captchaRequired === true || error.code === 'CAPTCHA_REQUIRED'));
}
