import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LIFETIME_MS, OTP_MAX_CHECKS, OTP_SEND_WINDOW_MS, otpHintKey, translate } from '@shine/shared';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { Lang } from '../../lib/lang.ts';
import {
  type OtpChannel,
  type OtpPurpose,
  consumeChallenge,
  countOtpFailures,
  countRecentSends,
  findLatestChallenge,
  findLiveChallenge,
  insertChallenge,
  lockPhoneCodes,
  recordCheck,
  recordOtpFailure,
  voidLiveChallenges,
} from './otp-repository.ts';

function hashCode(code: string, salt: string) {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

export type OtpSent = { success: true; message: string; allowResendAfterSeconds: number; verificationMethod: OtpChannel };

/**
 * Sends a 6-digit code (CSPRNG) through the MessageSender, rotating channels zalo, sms (and call for
 * bookings) on each resend; at most 5 sends per phone per 10 minutes. A channel the customer picked
 * (`method`) starts the rotation.
 */
export async function sendOtp(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sender' | 'config'>,
  input: { phone: string; purpose: OtpPurpose; bookingId?: number; lang: Lang; method?: OtpChannel },
): Promise<OtpSent> {
  const now = deps.clock.now();
  const sent = await countRecentSends(deps.db, input.phone, new Date(now.getTime() - OTP_SEND_WINDOW_MS));
  if (sent >= deps.config.OTP_MAX_SENDS) throw new AppError(429, 'OTP_TOO_MANY_SENDS', 'otp.tooManySends');
  const channels: OtpChannel[] = input.purpose === 'booking' ? ['zalo', 'sms', 'call'] : ['zalo', 'sms'];
  const first = Math.max(0, input.method ? channels.indexOf(input.method) : 0);
  const channel = channels[(first + sent) % channels.length]!;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  const resendAfterSeconds = deps.config.OTP_RESEND_AFTER_SECONDS;
  await deps.db.transaction(async (tx) => {
    await lockPhoneCodes(tx, input.phone);
    const latest = await findLatestChallenge(tx, input.phone, input.purpose);
    // Never longer than the resend wait itself, even if the clock stepped back since the last code.
    const waitMs = latest ? Math.min(resendAfterSeconds * 1000, latest.createdAt.getTime() + resendAfterSeconds * 1000 - now.getTime()) : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError(429, 'OTP_RESEND_TOO_SOON', 'otp.resendTooSoon', { seconds }, { retryAfterSeconds: seconds });
    }
    await voidLiveChallenges(tx, input.phone, input.purpose, now);
    await insertChallenge(tx, {
      phone: input.phone,
      purpose: input.purpose,
      bookingId: input.bookingId,
      channel,
      codeHash: `${salt}$${hashCode(code, salt)}`,
      expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
      createdAt: now,
    });
  });
  const body = translate('vi', 'otp.messageBody', { product: deps.config.BRAND_NAME, code });
  // The channel asked for may not be the one that delivers (Zalo down → SMS; no voice gateway → `call`
  // goes out as Zalo/SMS): the customer is told where to look for the code that actually went out.
  const used = await deps.sender.send({ phone: input.phone, channel, purpose: input.purpose, code, body });
  return {
    success: true,
    message: translate(input.lang, otpHintKey(input.purpose === 'booking' ? 'booking' : 'login', used)),
    allowResendAfterSeconds: resendAfterSeconds,
    verificationMethod: used,
  };
}

/** Checks a code: single use, 5-minute life, at most 5 checks (then 429); 10 failed checks per phone an hour across codes pause checks. */
export async function verifyOtp(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  input: { phone: string; purpose: OtpPurpose; code: string; bookingId?: number },
): Promise<void> {
  const now = deps.clock.now();
  // The booking OTP modal and the login modal word a wrong code differently (spec §8).
  const wrong = input.purpose === 'booking' ? 'otp.booking.checkFailed' : 'otp.login.requestFailed';
  const hourAgo = new Date(now.getTime() - 3_600_000);
  if ((await countOtpFailures(deps.db, input.phone, hourAgo)) >= deps.config.OTP_MAX_FAILED_CHECKS_PER_HOUR) {
    throw new AppError(429, 'OTP_CHECKS_PAUSED', 'otp.checksPaused');
  }
  const challenge = await findLiveChallenge(deps.db, { ...input, now });
  if (!challenge) {
    await recordOtpFailure(deps.db, input.phone, now);
    throw new AppError(400, 'OTP_INVALID', wrong);
  }
  const attempts = await recordCheck(deps.db, challenge.id, OTP_MAX_CHECKS);
  if (attempts === undefined) throw new AppError(429, 'OTP_TOO_MANY_CHECKS', 'otp.tooManyChecks');
  const [salt, expected] = challenge.codeHash.split('$') as [string, string];
  const actual = hashCode(input.code, salt);
  if (!timingSafeEqual(Buffer.from(actual, 'hex'), Buffer.from(expected, 'hex'))) {
    await recordOtpFailure(deps.db, input.phone, now);
    throw new AppError(400, 'OTP_INVALID', wrong);
  }
  if (!(await consumeChallenge(deps.db, challenge.id, now))) throw new AppError(400, 'OTP_INVALID', wrong);
}
