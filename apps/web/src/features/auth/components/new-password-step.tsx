import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { LoginFlow } from '../use-login-flow';
import { FieldError } from './field-error';
import styles from './login-dialog.module.css';

/** Step 4: logged in by code; create (new account) or set (forgot) the 6-digit password, or skip. */
export function NewPasswordStep({ flow }: { flow: LoginFlow }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flow.savePassword(password, repeat);
  };

  const input = (key: 'new' | 'repeat', value: string, onChange: (next: string) => void) => (
    <input
      id={`${id}-${key}`}
      className={styles.input}
      type="password"
      inputMode="numeric"
      autoComplete="new-password"
      autoFocus={key === 'new'}
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={Boolean(flow.error)}
      aria-describedby={`${id}-error`}
      data-testid={`login-${key}-password`}
    />
  );

  return (
    <form className={styles.flow} onSubmit={submit} noValidate>
      <p className={styles.intro}>{t('newPasswordIntro')}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-new`} className={styles.label}>
          {t('newPasswordLabel')}
        </label>
        {input('new', password, setPassword)}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-repeat`} className={styles.label}>
          {t('repeatPasswordLabel')}
        </label>
        {input('repeat', repeat, setRepeat)}
        <FieldError id={`${id}-error`} text={flow.error} />
      </div>
      <div className={styles.row}>
        <button type="button" className="btn btn-outline" onClick={flow.skip} disabled={flow.busy}>
          {t('skip')}
        </button>
        <button type="submit" className={`btn btn-accent ${styles.submit}`} disabled={flow.busy}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}
