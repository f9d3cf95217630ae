import { isValidPhone, normalizePhone } from '@shine/shared/rules/phone';
import type { TSelfCheckInResult } from '@shine/shared/schemas/floor';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSelfCheckIn } from '../api/self-check-in';
import { useTablet, writeTablet } from '../model/device-key';
import styles from './floor.module.css';
import { PhoneInput } from '../../../components/ui/phone-input';

/** How long the welcome stays before the kiosk is ready for the next customer. */
const WELCOME_MS = 12_000;

/**
 * The salon's self check-in kiosk (spec §2 `source=friendly_checkin`, no header or footer): on a tablet the
 * manager enrolled, a customer types his phone and is checked in for his booking of today. It shows only
 * "anh" + his given name, his hour and his stylist, then clears itself for the next one.
 */
export function KioskCheckIn() {
  const { t } = useTranslation('floor');
  const { t: msg } = useTranslation('messages');
  const id = useId();
  const tablet = useTablet();
  const checkIn = useSelfCheckIn(tablet);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [welcome, setWelcome] = useState<TSelfCheckInResult | null>(null);
  useDocumentTitle(t('kiosk.title'));

  useEffect(() => {
    if (!welcome) return;
    const timer = setTimeout(() => setWelcome(null), WELCOME_MS);
    return () => clearTimeout(timer);
  }, [welcome]);

  if (!tablet) {
    return (
      <div className={styles.kiosk}>
        <h1 className={styles.kioskTitle}>{t('kiosk.title')}</h1>
        <p className={styles.kioskText}>{t('kiosk.notEnrolled')}</p>
      </div>
    );
  }

  if (welcome) {
    return (
      <div className={styles.kiosk} role="status" data-testid="kiosk-welcome">
        <h1 className={styles.kioskTitle}>{t(welcome.alreadyCheckedIn ? 'kiosk.already' : 'kiosk.welcome', { name: welcome.greeting ?? t('kiosk.guest') })}</h1>
        <p className={styles.kioskText}>{t('kiosk.seat', { hour: welcome.hour, stylist: welcome.stylistName })}</p>
        <button type="button" className={`btn btn-accent ${styles.kioskButton}`} onClick={() => setWelcome(null)}>
          {t('kiosk.next')}
        </button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normalizePhone(phone);
    if (!isValidPhone(value)) return setError(t('login.phoneInvalid'));
    setError(null);
    checkIn.mutate(value, {
      onSuccess: (result) => {
        setPhone('');
        setWelcome(result);
      },
      onError: (cause) => {
        if (cause instanceof ApiError && (cause.code === 'DEVICE_REVOKED' || cause.code === 'DEVICE_UNKNOWN')) writeTablet(null);
        setError(cause instanceof ApiError ? cause.message : msg('error.general'));
      },
    });
  };

  return (
    <form className={styles.kiosk} onSubmit={submit} noValidate>
      <h1 className={styles.kioskTitle}>{t('kiosk.title')}</h1>
      <label className={styles.kioskText} htmlFor={`${id}-phone`}>
        {t('kiosk.prompt')}
      </label>
      <PhoneInput
        id={`${id}-phone`}
        className={`${styles.input} ${styles.kioskInput}`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <p className={styles.error} role="alert" hidden={!error}>
        {error}
      </p>
      <button type="submit" className={`btn btn-accent ${styles.kioskButton}`} disabled={checkIn.isPending}>
        {t('kiosk.submit')}
      </button>
    </form>
  );
}
