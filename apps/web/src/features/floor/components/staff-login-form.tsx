import { isValidPhone, normalizePhone } from '@shine/shared/rules/phone';
import { STAFF_PASSWORD_MIN } from '@shine/shared/rules/floor-limits';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useStaffLogin } from '../api/staff-session';
import styles from './floor.module.css';
import { PhoneInput } from '../../../components/ui/phone-input';

/** Phone and password of a staff member on his own phone or a salon computer. */
export function StaffLoginForm() {
  const { t } = useTranslation('floor');
  const { t: msg } = useTranslation('messages');
  const id = useId();
  const login = useStaffLogin();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const phone = normalizePhone(String(form.get('phone') ?? ''));
    const password = String(form.get('password') ?? '');
    if (!isValidPhone(phone)) return setError(t('login.phoneInvalid'));
    if (password.length < STAFF_PASSWORD_MIN) return setError(t('login.passwordShort'));
    setError(null);
    login.mutate({ phone, password }, { onError: (cause) => setError(cause instanceof ApiError ? cause.message : msg('error.general')) });
  };

  return (
    <form className={styles.loginCard} method="post" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.loginTitle}>
        {t('login.heading')}
      </h1>
      <p className={styles.muted}>{t('login.intro')}</p>
      <label className={styles.label} htmlFor={`${id}-phone`}>
        {t('login.phone')}
      </label>
      <PhoneInput id={`${id}-phone`} className={styles.input} name="phone" autoComplete="username" maxLength={20} required />
      <label className={styles.label} htmlFor={`${id}-password`}>
        {t('login.password')}
      </label>
      <input id={`${id}-password`} className={styles.input} name="password" type="password" autoComplete="current-password" maxLength={128} required />
      <p className={styles.error} role="alert" hidden={!error}>
        {error}
      </p>
      <button type="submit" className={`btn btn-accent ${styles.wide}`} disabled={login.isPending}>
        {t('login.submit')}
      </button>
    </form>
  );
}
