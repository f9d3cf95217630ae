import '../locales';
import type { TSalonDayHours } from '@shine/shared/schemas/salon';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { bookingLink } from '../../../lib/booking-link';
import { dayMonth } from '../../../lib/date-book';
import styles from './salon-sections.module.css';

/** Today's and tomorrow's free hours (any stylist); a tap opens the wizard with salon, day and hour chosen. */
export function FreeHours({ salonId, days }: { salonId: number; days: TSalonDayHours[] }) {
  const { t } = useTranslation('salons');
  return (
    <section className={styles.section} aria-labelledby="salon-hours">
      <h2 id="salon-hours" className={styles.heading}>
        {t('freeHours')}
      </h2>
      {days.map((day, offset) => {
        const label = t(offset === 0 ? 'today' : 'tomorrow', { date: dayMonth(day.dateBook) });
        return (
          <div key={day.dateBook} className={styles.day} data-testid={`free-hours-${offset}`}>
            <h3 className={styles.dayName}>{label}</h3>
            {day.hours.length === 0 ? (
              <p className={styles.muted}>{t('noFreeHours')}</p>
            ) : (
              <ul className={styles.hours}>
                {day.hours.map((hour) => (
                  <li key={hour.hourId}>
                    <Link
                      to={bookingLink({ salonId, dateBook: day.dateBook, hourId: hour.hourId, hour: hour.hour })}
                      className={styles.hour}
                      aria-label={t('bookHour', { hour: hour.hour, day: label })}
                      data-testid="free-hour"
                    >
                      {hour.hour}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}
