import { normalizePhone } from '@shine/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBookingRecord } from '../api/get-booking';
import { BookingDetails } from '../components/success/booking-details';
import { SuccessActions } from '../components/success/success-actions';
import { lastBookingPhone } from '../hooks/booking-phone-memory';
import { useCurrentUser } from '../../auth';
import type { SuccessState } from '../hooks/use-go-success';
import { useLaterText } from '../i18n/use-later-text';
import styles from '../components/success/booking-success.module.css';

/**
 * /booking/success?bookingId= and /booking-at-home/success (spec §2): the booking carried in the
 * navigation state, or read again with the booking phone after a reload.
 */
export function BookingSuccessPage({ atHome = false }: { atHome?: boolean }) {
  const { t: tr } = useTranslation();
  const { t, m } = useLaterText();
  const [params] = useSearchParams();
  const carried = useLocation().state as Partial<SuccessState> | null;
  const { user, isPending: userPending } = useCurrentUser();
  const bookingId = Number(params.get('bookingId')) || 0;
  const phone = carried?.phone || lastBookingPhone() || (user ? normalizePhone(user.phoneNumber) : '');
  // The API shows a booking only to its phone: without one there is nothing to ask.
  const query = useBookingRecord(phone ? bookingId : 0, phone, carried?.booking);
  const loading = query.isLoading || (!phone && userPending);
  const booking = query.data;
  const title = booking || loading ? tr(atHome ? 'pages.bookingAtHomeSuccess' : 'pages.bookingSuccess') : m('booking.notExist');
  useDocumentTitle(title);
  const changePath = `${atHome ? '/booking-at-home' : '/booking'}${phone ? `?phone=${phone}` : ''}`;

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <span className={`${styles.check} ${booking?.canceled || (!booking && !loading) ? styles.checkOff : ''}`} aria-hidden="true">
          {booking?.canceled || (!booking && !loading) ? '!' : '✓'}
        </span>
        <h1 className={styles.title}>{title}</h1>
        {booking && !booking.canceled && <p className={styles.lead}>{t('successLead')}</p>}
        {booking?.status === 'pending_otp' && <span className={styles.pending}>{t('pendingOtp')}</span>}
      </section>
      <div className={styles.body}>
        {loading ? (
          <div className={styles.card}>
            <Skeleton height={220} radius={14} />
          </div>
        ) : booking ? (
          <div className={styles.card}>
            <h2 className={styles.cardTitle}>{atHome ? t('homeService') : t('successHeading')}</h2>
            <BookingDetails booking={booking} />
            <SuccessActions booking={booking} phone={phone} changePath={changePath} onCanceled={() => void query.refetch()} />
          </div>
        ) : (
          <div className={styles.card}>
            <Link to={changePath} className="btn btn-accent">
              {t('newBooking')}
            </Link>
          </div>
        )}
        <Link to="/" className={styles.home}>
          {tr('common.backHome')}
        </Link>
      </div>
    </div>
  );
}

export function BookingAtHomeSuccessPage() {
  return <BookingSuccessPage atHome />;
}
