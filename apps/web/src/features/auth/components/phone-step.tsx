import { formatPhone } from '@shine/shared/rules/phone';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { LoginFlow } from '../use-login-flow';
import { FieldError } from './field-error';
import styles from './login-dialog.module.css';
import { PhoneInput } from '../../../components/ui/phone-input';

/** Step 1: the phone; the server says whether it is a new account (code) or a known one (password). */
export function PhoneStep({ flow }: { flow: LoginFlow }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [phone, setPhone] = useState(() => formatPhone(flow.phone));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flow.submitPhone(phone);
  };

  return (
    <form className={styles.flow} onSubmit={submit} noValidate>
      <p className={styles.intro}>{t('phoneIntro')}</p>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t('phoneLabel')}
        </label>
        <PhoneInput
          id={id}
          className={styles.input}
          autoFocus
          maxLength={12}
          value={phone}
          onChange={(event) => setPhone(formatPhone(event.target.value))}
          aria-invalid={Boolean(flow.error)}
          aria-describedby={`${id}-error`}
          data-testid="login-phone"
        />
        <FieldError id={`${id}-error`} text={flow.error} />
      </div>
      <button type="submit" className={`btn btn-accent ${styles.submit}`} disabled={flow.busy}>
        {t('continue')}
      </button>
    </form>
  );
}
