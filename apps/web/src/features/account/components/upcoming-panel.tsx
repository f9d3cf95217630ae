import '../locales';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { upcomingBookingsQueryOptions } from '../api/get-upcoming-bookings';
import { ratingCheckQueryOptions } from '../api/get-rating-check';
import { waitTimeQueryOptions } from '../api/get-wait-time';
import { BookingList } from './booking-list';
import { RatingPrompt } from './rating-prompt';
import { WaitTimePanel } from './wait-time-panel';
import styles from './upcoming-panel.module.css';

/** Upcoming bookings of the logged-in customer on home, with wait time and the rating prompt. */
export function UpcomingPanel({ phone }: { phone: string }) {
  const { t } = useTranslation('account');
  const bookings = useQuery(upcomingBookingsQueryOptions(phone));
  const waits = useQuery(waitTimeQueryOptions());
  const rating = useQuery(ratingCheckQueryOptions());
  const upcoming = bookings.data ?? [];
  const waitList = waits.data ?? [];
  if (!upcoming.length && !waitList.length && !rating.data) return null;

  return (
    <section className={`container ${styles.panel}`} aria-labelledby="upcoming-title" data-testid="upcoming-panel">
      {rating.data && <RatingPrompt prompt={rating.data} />}
      {waitList.length > 0 && <WaitTimePanel records={waitList} />}
      {upcoming.length > 0 && (
        <>
          <h2 id="upcoming-title" className={styles.title}>
            {t('booking.upcomingTitle')}
          </h2>
          <BookingList bookings={upcoming} phone={phone} />
        </>
      )}
    </section>
  );
}
