import '../../locales';
import { cleanBookingPhoneInput, formatPhone, normalizePhone, validateBookingPhone } from '@shine/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { Modal } from '../../../../components/ui/modal';
import { useBooking } from '../../hooks/booking-context';
import styles from './popups.module.css';
import { PhoneInput } from '../../../../components/ui/phone-input';

/** Phone popup (state 0, spec §4): digits and dots while typing, max 20; invalid shows the spec's message. */
export function PhonePopup() {
  const { selection, dispatch, track } = useBooking();
  const { t } = useTranslation('booking');
  const { t: m } = useTranslation('messages');
  const [value, setValue] = useState(() => (selection.phone ? formatPhone(selection.phone) : ''));
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateBookingPhone(value);
    if (invalid) {
      setError(m(invalid));
      return;
    }
    const phone = normalizePhone(value);
    track('submit_phone');
    dispatch({ type: 'phoneSubmitted', phone });
  };

  return (
    <Modal open onClose={() => dispatch({ type: 'modalClosed', kind: 'phone' })} title={t('phoneTitle')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p>{t('phoneText')}</p>
        <label className={styles.field}>
          <span>{t('phoneLabel')}</span>
          <PhoneInput
            ref={input}
            className={styles.input}
            maxLength={20}
            placeholder={m('phone.placeholder')}
            value={value}
            onChange={(event) => {
              setValue(cleanBookingPhoneInput(event.target.value));
              setError(null);
            }}
            aria-invalid={error !== null}
            data-testid="booking-phone-input"
          />
        </label>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-accent">
          {t('continue')}
        </button>
      </form>
    </Modal>
  );
}
