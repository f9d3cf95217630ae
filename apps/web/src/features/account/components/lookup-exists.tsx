import { formatPhone } from '@shine/shared/rules/phone';
import { useTranslation } from '../../../lib/i18n';
import { CalendarIcon } from '../../../components/ui/icons';
import type { BookingExists } from '../api/lookup-bookings';
import { displayDate } from './booking-card';
import styles from './lookup.module.css';

interface LookupExistsProps {
  phone: string;
  bookings: BookingExists[];
  onLogin: () => void;
  onAgain: () => void;
}

/** Anyone's answer: the phone has an upcoming booking (day, hour, salon); the rest needs the login. */
export function LookupExists({ phone, bookings, onLogin, onAgain }: LookupExistsProps) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.exists} data-testid="lookup-exists">
      <strong className={styles.existsTitle}>{t('lookup.existsTitle', { phone: formatPhone(phone) })}</strong>
      <ul className={styles.lines}>
        {bookings.map((booking) => (
          <li key={`${booking.dateBook} ${booking.hourBook} ${booking.salonName}`} className={styles.line} data-testid="lookup-line">
            <CalendarIcon size={18} />
            <span>{t('lookup.existsLine', { hour: booking.hourBook, date: displayDate(booking.dateBook), salon: booking.salonName })}</span>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>{t('lookup.loginHint')}</p>
      <button type="button" className={`btn btn-accent ${styles.wrap}`} onClick={onLogin}>
        {t('lookup.login')}
      </button>
      <button type="button" className={styles.again} onClick={onAgain}>
        {t('lookup.other')}
      </button>
    </div>
  );
}
