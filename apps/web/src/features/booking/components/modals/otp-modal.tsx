import '../../locales/later';
import { CODE_LENGTH, ERROR_TOAST_MS, formatPhone, OTP_SUCCESS_MS, otpHintKey } from '@shine/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { CodeInput } from '../../../../components/ui/code-input';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast-store';
import { ApiError } from '../../../../lib/api-client';
import { showSpin } from '../../../../lib/spin-store';
import { bookingWriteKeys } from '../../api/keys';
import { useSendBookingOtp, type OtpResult } from '../../api/send-booking-otp';
import { useVerifyBookingOtp } from '../../api/verify-booking-otp';
import { useBooking } from '../../hooks/booking-context';
import { useGoSuccess } from '../../hooks/use-go-success';
import { useUploadExtension } from '../../hooks/use-upload-extension';
import { hasExtension } from '../../model/booking-extension';
import { bookingToken } from '../../model/booking-tokens';
import styles from './otp-modal.module.css';

/** Seconds the server still wants before another code (HTTP 429 OTP_RESEND_TOO_SOON), if it says. */
const retryAfter = (error: unknown): number | null => {
  const seconds = error instanceof ApiError ? error.body?.retryAfterSeconds : undefined;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : null;
};

/** What the last request for a code answered, shown under the cells (null: nothing to say). */
function sendProblem(result: OtpResult | undefined, error: Error | null, fallback: string): string | null {
  if (result) return result.success ? null : result.message;
  if (error) return error instanceof ApiError ? error.message : fallback;
  return null;
}

/**
 * Booking OTP (spec §4, §5, §8): requests a code on open, resend disabled while the server's countdown
 * runs; a wrong code shows 'Thông báo' for 3 s; success shows 'Đặt lịch thành công!' for 1 s, sends
 * what step 6 holds (photos, note, skinner) and goes on. Every call carries the booking token.
 */
export default function OtpModal({ open }: { open: boolean }) {
  const { selection, dispatch, track } = useBooking();
  const { t, language } = useTranslation('bookingLater');
  const { t: m } = useTranslation('messages');
  const lang = language === 'en' ? 'en' : 'vi';
  const goSuccess = useGoSuccess();
  const extension = useUploadExtension();
  const verify = useVerifyBookingOtp();
  const queryClient = useQueryClient();
  const booking = selection.booking;
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState(false);
  const sendOtp = useSendBookingOtp();
  /** The server's wait before another code, counted down here. */
  const [seconds, setSeconds] = useState(0);
  /** The code is being checked, or the photos sent after it. */
  const checking = verify.isPending || extension.isPending;
  const requested = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  const send = () => {
    if (!booking) return;
    sendOtp.mutate(
      { input: { bookingId: booking.bookingId, customerPhone: selection.phone, lang }, token: bookingToken(booking.bookingId) },
      {
        onSuccess: (result) => setSeconds(result.allowResendAfterSeconds),
        // Too soon: the server's message says how long; the countdown shows the same wait.
        onError: (error) => setSeconds((left) => retryAfter(error) ?? left),
      },
    );
  };
  const method = sendOtp.data?.verificationMethod ?? null;
  const sendError = sendProblem(sendOtp.data, sendOtp.error, m('otp.hint.default'));

  useEffect(() => {
    if (!open || requested.current) return;
    requested.current = true;
    send();
    // Only the first opening asks for a code; later ones reuse it until 'Gửi lại mã'.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);

  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!booking || queryClient.isMutating({ mutationKey: bookingWriteKeys.verifyOtp }) > 0 || extension.inFlight()) return;
    if (!/^\d{6}$/.test(code)) {
      setFormatError(true);
      return;
    }
    let confirmed;
    try {
      confirmed = await verify.mutateAsync({
        input: { bookingId: booking.bookingId, phone: selection.phone, code, lang },
        token: bookingToken(booking.bookingId),
      });
    } catch (error) {
      const text = error instanceof ApiError && error.message ? error.message : m('otp.booking.checkFailed');
      toast({ title: m('otp.booking.checkFailedTitle'), message: text, type: 'error', duration: ERROR_TOAST_MS });
      return;
    }
    track('otp_verified', { bookingId: booking.bookingId });
    toast({ title: m('otp.booking.success'), type: 'success', duration: OTP_SUCCESS_MS });
    dispatch({ type: 'otpVerified' });
    // Photos and note added on step 6 before the code was confirmed are sent now; if that fails the
    // customer stays on step 6 (confirmed) to try 'Hoàn tất' again or skip.
    showSpin(true);
    const sent = !hasExtension(selection) || (await extension.upload(booking.bookingId));
    showSpin(false);
    if (sent) goSuccess(confirmed);
  };

  return (
    <Modal open={open} onClose={() => dispatch({ type: 'modalClosed', kind: 'otp' })} maskClosable={false} title={t('otpTitle')}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <p>{t('otpText', { phone: formatPhone(selection.phone) })}</p>
        {method && <p className={styles.hint}>{m(otpHintKey('booking', method))}</p>}
        <label className={styles.cells}>
          <span className="visually-hidden">{t('otpLabel')}</span>
          <CodeInput
            ref={input}
            className={styles.input}
            value={code}
            onValueChange={(digits) => {
              setCode(digits);
              setFormatError(false);
            }}
            aria-invalid={formatError}
            data-testid="otp-input"
          />
          {Array.from({ length: CODE_LENGTH }, (_, i) => (
            <span key={i} className={`${styles.cell} ${i === code.length ? styles.cellActive : ''}`} aria-hidden="true">
              {code[i] ?? ''}
            </span>
          ))}
        </label>
        {formatError && (
          <p className={styles.error} role="alert">
            {m('otp.booking.format')}
          </p>
        )}
        {sendError && (
          <p className={styles.error} role="alert">
            {sendError}
          </p>
        )}
        <button type="submit" className="btn btn-accent" disabled={checking}>
          {t('otpSubmit')}
        </button>
        <button type="button" className={styles.resend} disabled={seconds > 0 || sendOtp.isPending} onClick={send} data-testid="otp-resend">
          {seconds > 0 ? t('otpResendIn', { seconds }) : t('otpResend')}
        </button>
      </form>
    </Modal>
  );
}
