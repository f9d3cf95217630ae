import { LOGIN_NOTICE_MS } from '@shine/shared/rules/constants';
import type { MessageKey } from '@shine/shared/i18n/translate';
import { normalizePhone } from '@shine/shared/rules/phone';
import { validateLoginPhone } from '@shine/shared/rules/phone-validation';
import { validateLoginOtp, validatePassword } from '@shine/shared/rules/password';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api-client';
import { nowMs } from '../../lib/clock';
import { useChangePassword } from './api/change-password';
import { authKeys } from './api/keys';
import { useLogin } from './api/login';
import { useLoginOtp } from './api/login-otp';
import { useSendLoginOtp, type OtpSent } from './api/send-otp';
import { useVerifyPhone } from './api/verify-phone';
import { codeReason, goBack, goTo, needsCaptcha, startPosition, type LoginStep, type OtpReason } from './login-flow';
import { closeLogin, notifyLoggedIn, type LoginModalState } from './login-store';
import { startSession } from './session';

export interface SentCode extends OtpSent {
  /** When the resend link becomes active (epoch ms). */
  resendAt: number;
}

/** State and actions of one opening of the login modal (spec §4, the four steps). */
export function useLoginFlow(modal: LoginModalState) {
  const { t: msg } = useTranslation('messages');
  const { t } = useTranslation('auth');
  const [position, setPosition] = useState(() => startPosition(Boolean(modal.phone)));
  const [phone, setPhone] = useState(() => normalizePhone(modal.phone ?? ''));
  const [reason, setReason] = useState<OtpReason>('register');
  /** 0: no captcha; otherwise the generation of the challenge to solve (a new one after each failure). */
  const [captcha, setCaptcha] = useState(0);
  const [code, setCode] = useState<SentCode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const verifyPhone = useVerifyPhone();
  const sendOtp = useSendLoginOtp();
  const login = useLogin();
  const loginOtp = useLoginOtp();
  const changePassword = useChangePassword();
  /** A write of the modal is in flight (its buttons wait). */
  const busy = useIsMutating({ mutationKey: authKeys.login }) > 0;
  const loggedIn = useRef(false);

  const errorText = (cause: unknown, fallback: MessageKey) => (cause instanceof ApiError && cause.message ? cause.message : msg(fallback));

  /** Runs one request at a time; a second click while one is in flight is ignored. */
  async function run(task: () => Promise<void>, fallback: MessageKey = 'error.general') {
    // The mutation cache marks a write pending as it starts: a second tap in the same frame sees it
    // (the component's `isPending` waits for the next render).
    if (queryClient.isMutating({ mutationKey: authKeys.login }) > 0) return;
    setError(null);
    try {
      await task();
    } catch (cause) {
      setError(errorText(cause, fallback));
      if (cause instanceof ApiError && needsCaptcha(cause)) setCaptcha((generation) => generation + 1);
    }
  }

  const move = (step: LoginStep) => setPosition((current) => goTo(current, step));

  async function sendCode(target: string, why: OtpReason) {
    let sent: OtpSent;
    try {
      sent = await sendOtp.mutateAsync(target);
    } catch (cause) {
      // A code sent moments ago is still valid (a new one would void it): go on to type it, and offer
      // a resend when the server's wait is over, with the server's words as the hint.
      if (!(cause instanceof ApiError && cause.code === 'OTP_RESEND_TOO_SOON')) throw cause;
      const wait = Number(cause.body?.retryAfterSeconds ?? 0);
      sent = { success: true, message: cause.message, allowResendAfterSeconds: wait, verificationMethod: '' };
    }
    setReason(why);
    setCode({ ...sent, resendAt: nowMs() + Math.max(0, sent.allowResendAfterSeconds) * 1000 });
  }

  function finish(kind: 'login' | 'passwordSet') {
    closeLogin();
    toast({ title: msg(kind === 'login' ? 'toast.loginSuccess' : 'toast.passwordSet'), type: 'success', duration: LOGIN_NOTICE_MS });
    notifyLoggedIn();
    modal.onSuccess?.();
  }

  const submitPhone = (input: string) => {
    const invalid = validateLoginPhone(input);
    if (invalid) return setError(msg(invalid));
    const target = normalizePhone(input);
    return run(async () => {
      const verified = await verifyPhone.mutateAsync(target);
      setPhone(target);
      if (verified.isNewUser) {
        await sendCode(target, codeReason(verified));
        move(3);
      } else {
        setCaptcha(verified.captchaRequired ? 1 : 0);
        move(2);
      }
    });
  };

  // A phone from a booking skips the phone step (once, even under StrictMode's double effects).
  const autoVerified = useRef(false);
  useEffect(() => {
    if (autoVerified.current || !modal.phone) return;
    autoVerified.current = true;
    void submitPhone(modal.phone);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, []);

  const submitPassword = (password: string, recaptcha?: string) => {
    const invalid = validatePassword(password);
    if (invalid) return setError(msg(invalid));
    return run(async () => {
      startSession(await login.mutateAsync({ phone, password, recaptcha }));
      finish('login');
    });
  };

  const forgotPassword = () =>
    run(async () => {
      await sendCode(phone, 'forgot');
      move(3);
    });

  const resendCode = () => run(() => sendCode(phone, reason));

  const submitCode = (otp: string) => {
    const invalid = validateLoginOtp(otp);
    if (invalid) return setError(msg(invalid));
    return run(async () => {
      startSession(await loginOtp.mutateAsync({ phone, otp }));
      loggedIn.current = true;
      move(4);
    }, 'otp.login.requestFailed');
  };

  const savePassword = (password: string, repeat: string) => {
    const invalid = validatePassword(password);
    if (invalid) return setError(msg(invalid));
    if (password !== repeat) return setError(t('mismatch'));
    return run(async () => {
      await changePassword.mutateAsync({ phone, password });
      finish('passwordSet');
    });
  };

  /** Skip on step 4, and closing the modal once logged in, end the flow as a login. */
  const close = () => (loggedIn.current ? finish('login') : closeLogin());
  const back = () => {
    setError(null);
    setPosition(goBack);
  };

  return {
    position,
    phone,
    reason,
    captcha,
    code,
    error,
    busy,
    submitPhone,
    submitPassword,
    forgotPassword,
    resendCode,
    submitCode,
    savePassword,
    skip: close,
    close,
    back,
  };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
