import { isValidPhone, normalizePhone } from '@shine/shared/rules/phone';
import { PIN_PATTERN } from '@shine/shared/rules/floor-limits';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useUnlockTablet } from '../api/devices';
import { onStaffRefusal } from '../api/staff-session';
import type { EnrolledTablet } from '../model/device-key';
import { useQueryClient } from '@tanstack/react-query';
import styles from './floor.module.css';
import { PhoneInput } from '../../../components/ui/phone-input';

/**
 * The lock screen of an enrolled salon tablet: each person opens it with his own phone and 6-digit PIN (never
 * a shared passcode); it locks again after a few idle minutes. A manager may still log in with his password.
 */
export function PinUnlockForm({ tablet, onPasswordLogin }: { tablet: EnrolledTablet; onPasswordLogin: () => void }) {
  const { t } = useTranslation('floor');
  const { t: msg } = useTranslation('messages');
  const id = useId();
  const client = useQueryClient();
  const unlock = useUnlockTablet();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const phone = normalizePhone(String(form.get('phone') ?? ''));
    const pin = String(form.get('pin') ?? '');
    if (!isValidPhone(phone)) return setError(t('login.phoneInvalid'));
    if (!PIN_PATTERN.test(pin)) return setError(t('tablet.pinInvalid'));
    setError(null);
    unlock.mutate(
      { phone, pin },
      {
        onError: (cause) => {
          setError(cause instanceof ApiError ? cause.message : msg('error.general'));
          onStaffRefusal(client, cause);
        },
      },
    );
  };

  return (
    <form className={styles.loginCard} method="post" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.loginTitle}>
        {t('tablet.lockHeading')}
      </h1>
      <p className={styles.muted}>{t('tablet.lockIntro', { name: tablet.name, id: tablet.salonId })}</p>
      <label className={styles.label} htmlFor={`${id}-phone`}>
        {t('login.phone')}
      </label>
      <PhoneInput id={`${id}-phone`} className={styles.input} name="phone" autoComplete="off" maxLength={20} required />
      <label className={styles.label} htmlFor={`${id}-pin`}>
        {t('tablet.pin')}
      </label>
      <input
        id={`${id}-pin`}
        className={`${styles.input} ${styles.pin}`}
        name="pin"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        pattern="\d{6}"
        required
      />
      <p className={styles.error} role="alert" hidden={!error}>
        {error}
      </p>
      <button type="submit" className={`btn btn-accent ${styles.wide}`} disabled={unlock.isPending}>
        {t('tablet.unlock')}
      </button>
      <button type="button" className={`btn btn-outline ${styles.wide}`} onClick={onPasswordLogin}>
        {t('tablet.passwordLogin')}
      </button>
    </form>
  );
}
