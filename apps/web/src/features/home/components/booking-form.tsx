import { HOME_PHONE_INPUT_MAX_LENGTH } from '@shine/shared/rules/constants';
import { formatPhone, normalizePhone } from '@shine/shared/rules/phone';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ArrowRightIcon, StarIcon } from '../../../components/ui/icons';
import { track } from '../../../lib/tracking';
import styles from './booking-form.module.css';

/**
 * Phone booking block of the home page and the service-rating prompt. For now a phone goes straight
 * to /booking; validation messages and the privacy consent come with the booking work.
 */
export function BookingForm({ overlap }: { overlap: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const [phone, setPhone] = useState('');

  const onChange = (value: string) => {
    // Spec sections 5 and 9: a value is accepted while shorter than 13 characters, shown 4-3-3 with dots.
    if (value.length <= HOME_PHONE_INPUT_MAX_LENGTH) setPhone(formatPhone(value));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const digits = normalizePhone(phone).replace(/\D/g, '');
    track({ pageId: 'home', eventId: 'home_booking_submit', data: { phone: digits } });
    void navigate(digits ? `/booking?phone=${digits}` : '/booking');
  };

  return (
    <section className={`container ${styles.wrap} ${overlap ? styles.overlap : ''}`}>
      <form className={styles.booking} onSubmit={onSubmit}>
        <h1 className={styles.eyebrow}>{t('home.heading')}</h1>
        <h2 className={styles.title}>{t('home.bookingTitle')}</h2>
        <p className={styles.subtitle}>{t('home.bookingSubtitle')}</p>
        <div className={styles.row}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('home.phoneLabel')}
          </label>
          <input
            id={inputId}
            className={styles.input}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('home.phonePlaceholder')}
            value={phone}
            onChange={(event) => onChange(event.target.value)}
            data-testid="home-phone"
          />
          <button type="submit" className={`btn btn-accent ${styles.submit}`}>
            {t('common.bookNow')}
          </button>
        </div>
      </form>
      <Link to="/lich-su-cat" className={styles.rating}>
        <span className={styles.stars} aria-hidden="true">
          {Array.from({ length: 5 }, (_, index) => (
            <StarIcon key={index} size={18} />
          ))}
        </span>
        <strong>{t('home.ratingTitle')}</strong>
        <span className={styles.ratingText}>{t('home.ratingText')}</span>
        <ArrowRightIcon size={20} className={styles.ratingArrow} />
      </Link>
    </section>
  );
}
