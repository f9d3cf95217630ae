import { otpHintKey } from '@shine/shared/i18n/otp-hint';
import { formatPhone } from '@shine/shared/rules/phone';
import { useId, useState, type FormEvent } from 'react';
import { CodeInput } from '../../../components/ui/code-input';
import { useTranslation } from '../../../lib/i18n';
import { useCountdown } from '../../../lib/use-countdown';
import type { LoginFlow } from '../use-login-flow';
import { FieldError } from './field-error';
import styles from './login-dialog.module.css';

const INTRO = { register: 'otpIntroRegister', returning: 'otpIntroReturning', forgot: 'otpIntro' } as const;

/** Step 3: the one-time code (registration or forgotten password), resend after the server's countdown. */
export function OtpStep({ flow }: { flow: LoginFlow }) {
  const { t } = useTranslation('auth');
  const { t: msg } = useTranslation('messages');
  const id = useId();
  const [otp, setOtp] = useState('');
  const left = useCountdown(flow.code?.resendAt ?? 0);
  const phone = formatPhone(flow.phone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flow.submitCode(otp);
  };

  return (
    <form className={styles.flow} onSubmit={submit} noValidate>
      <p className={styles.intro}>{t(INTRO[flow.reason], { phone })}</p>
      <p className={styles.hint} data-testid="otp-hint">
        {/* No channel: no new code went out (the server's wait); its words say why. */}
        {flow.code && !flow.code.verificationMethod ? flow.code.message : msg(otpHintKey('login', flow.code?.verificationMethod))}
      </p>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t('otpLabel')}
        </label>
        <CodeInput
          id={id}
          className={styles.input}
          autoFocus
          value={otp}
          onValueChange={setOtp}
          aria-invalid={Boolean(flow.error)}
          aria-describedby={`${id}-error`}
          data-testid="login-otp"
        />
        <FieldError id={`${id}-error`} text={flow.error} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={`btn btn-accent ${styles.submit}`} disabled={flow.busy}>
          {t('confirm')}
        </button>
        <button type="button" className={styles.link} onClick={() => void flow.resendCode()} disabled={flow.busy || left > 0}>
          {left > 0 ? t('resendIn', { seconds: left }) : t('resend')}
        </button>
      </div>
    </form>
  );
}
