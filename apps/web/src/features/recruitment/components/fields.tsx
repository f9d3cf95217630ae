import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { CaptchaState } from './use-form-captcha';
import styles from './form.module.css';

type FieldProps = { name: string; label: string; error?: string; hint?: string; required?: boolean; children: (props: FieldInputProps) => ReactNode };
export type FieldInputProps = {
  id: string;
  name: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
  className: string;
};

/** A labelled field and its message right under it (read out with the field). */
export function Field({ name, label, error, hint, required, children }: FieldProps) {
  const id = `f-${name}`;
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        name,
        'aria-invalid': Boolean(error),
        'aria-describedby': described,
        'aria-required': required || undefined,
        className: styles.input ?? '',
      })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} data-testid={`error-${name}`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The consent box every form needs ticked. */
export function ConsentField({ checked, onChange, error, label }: { checked: boolean; onChange: (value: boolean) => void; error?: string; label: string }) {
  return (
    <div className={`${styles.consent} ${error ? styles.invalid : ''}`}>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="consent"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'f-consent-error' : undefined}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id="f-consent-error" className={styles.error} data-testid="error-consent">
          {error}
        </p>
      )}
    </div>
  );
}

/** A field people never see or reach; robots fill it, and the server then stores nothing. */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor="f-website">Website</label>
      <input id="f-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** The anti-spam check's state and the send button. */
export function SubmitRow({
  captcha,
  pending,
  error,
  label,
  formError,
}: {
  captcha: CaptchaState;
  pending: boolean;
  error?: string;
  label: string;
  formError: string;
}) {
  const { t } = useTranslation('recruitment');
  return (
    <div className={styles.submitRow}>
      <p className={styles.captcha} role="status" aria-live="polite" data-testid="form-captcha">
        <span className={`${styles.captchaMark} ${captcha.status === 'verified' ? styles.verified : ''}`} aria-hidden="true">
          {captcha.status === 'verified' ? '✓' : ''}
        </span>
        {captcha.status === 'verifying' ? t('form.captchaVerifying') : captcha.status === 'verified' ? t('form.captchaVerified') : t('form.captchaFailed')}
        {captcha.status === 'failed' && (
          <button type="button" className={styles.link} onClick={captcha.renew}>
            {t('form.captchaRetry')}
          </button>
        )}
      </p>
      {error && (
        <p className={styles.error} data-testid="error-altcha">
          {error}
        </p>
      )}
      {formError && (
        <p className={styles.formError} role="alert" data-testid="form-error">
          {formError}
        </p>
      )}
      <button type="submit" className={`btn btn-accent ${styles.submit}`} disabled={pending} data-testid="form-submit">
        {pending ? t('form.sending') : label}
      </button>
    </div>
  );
}

/** What the visitor sees once the request is stored: its reference and what happens next. */
export function Submitted({
  reference,
  title,
  next,
  onAgain,
  againLabel,
}: {
  reference: string;
  title: string;
  next: string;
  onAgain?: () => void;
  againLabel?: string;
}) {
  const { t } = useTranslation('recruitment');
  return (
    <div className={styles.done} role="status" data-testid="form-done">
      <p className={styles.doneTitle}>{title}</p>
      <p>
        {t('form.reference')} <strong data-testid="reference">{reference}</strong>
      </p>
      <p>{next}</p>
      {onAgain && againLabel && (
        <button type="button" className="btn btn-outline" onClick={onAgain}>
          {againLabel}
        </button>
      )}
    </div>
  );
}
