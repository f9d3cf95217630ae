import type { MessageKey } from './translate';

// The hint under a code input (spec §8 "OTP hints"): where to look for the code the server sent.

/** A login code, or a code confirming a booking (whose hints never speak of logging in). */
export type OtpHintPurpose = 'login' | 'booking';

const HINTS: Record<OtpHintPurpose, Record<'sms' | 'zalo' | 'call', MessageKey>> = {
  login: { sms: 'otp.hint.sms', zalo: 'otp.hint.zalo', call: 'otp.hint.call' },
  booking: { sms: 'otp.bookingHint.sms', zalo: 'otp.bookingHint.zalo', call: 'otp.hint.call' },
};

/** The hint for the channel the server used; an unknown channel gets the interruption text. */
export function otpHintKey(purpose: OtpHintPurpose, method: string | undefined): MessageKey {
  return method === 'sms' || method === 'zalo' || method === 'call' ? HINTS[purpose][method] : 'otp.hint.default';
}
