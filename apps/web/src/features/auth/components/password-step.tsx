import { formatPhone } from '@shine/shared/rules/phone';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { LoginFlow } from '../use-login-flow';
import { CaptchaBox } from './captcha-box';
import { FieldError } from './field-error';
import styles from './login-dialog.module.css';

/** Step 2: the 6-digit password, with the captcha once the server requires it; or forgot password. */
export function PasswordStep({ flow }: { flow: LoginFlow }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [password, setPassword] = useState('');
  const [solved, setSolved] = useState<{ generation: number; payload: string } | null>(null);
  const generation = flow.captcha;
  const onSolved = useCallback((payload: string | null) => setSolved(payload ? { generation, payload } : null), [generation]);
  const recaptcha = generation > 0 && solved?.generation === generation ? solved.payload : undefined;
  const waitingForCaptcha = generation > 0 && !recaptcha;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!waitingForCaptcha) void flow.submitPassword(password, recaptcha);
  };

  return (
    <form className={styles.flow} onSubmit={submit} noValidate>
      <p className={styles.intro}>{t('passwordIntro', { phone: formatPhone(flow.phone) })}</p>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t('passwordLabel')}
        </label>
        <input
          id={id}
          className={styles.input}
          type="password"
          inputMode="numeric"
          autoComplete="current-password"
          autoFocus
          maxLength={6}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={Boolean(flow.error)}
          aria-describedby={`${id}-error`}
          data-testid="login-password"
        />
        <FieldError id={`${id}-error`} text={flow.error} />
      </div>
      {generation > 0 && <CaptchaBox generation={generation} onSolved={onSolved} />}
      <div className={styles.actions}>
        <button type="submit" className={`btn btn-accent ${styles.submit}`} disabled={flow.busy || waitingForCaptcha}>
          {t('login')}
        </button>
        <button type="button" className={styles.link} onClick={() => void flow.forgotPassword()} disabled={flow.busy}>
          {t('forgot')}
        </button>
      </div>
    </form>
  );
}
