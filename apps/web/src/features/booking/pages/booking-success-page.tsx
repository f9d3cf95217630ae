import '../locales/later';
import { normalizePhone } from '@shine/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { openLogin, useCurrentUser } from '../../auth';
import { bookingDetailKeys, useBookingRecord } from '../api/get-booking';
import { BookingDetails } from '../components/success/booking-details';
import { SuccessActions } from '../components/success/success-actions';
import { successPath, type SuccessState } from '../hooks/use-go-success';
import { bookingToken, rememberBookingToken } from '../model/booking-tokens';
import styles from '../components/success/booking-success.module.css';

// Only for a customer with package visits or a balance: loaded when shown.
// The check-in QR and its encoder come after the booking's details, in a chunk of their own.
const CheckInQr = lazy(() => import('../components/success/check-in-qr').then((module) => ({ default: module.CheckInQr })));
const WalletNote = lazy(() => import('../../membership').then((module) => ({ default: module.WalletNote })));

/**
 * /booking/success?bookingId={id}&key={token} and /booking-at-home/success (spec §2): the booking
 * carried in the navigation state, or read again after a reload. The API shows it only to the browser
 * holding its token (the `key` of the address, else the one this browser kept) or to its owner logged
 * in; anyone else gets a clear "cannot be shown" with login and booking.
 */
export function BookingSuccessPage({ atHome = false }: { atHome?: boolean }) {
  const { t: tr } = useTranslation();
  const { t } = useTranslation('bookingLater');
  const [params] = useSearchParams();
  const location = useLocation();
  // The server knows neither this history entry's state (kept across a reload) nor the keys this
  // browser kept: both apply from the render after hydration, so the first one matches the server's.
  const hydrated = useHydrated();
  const carried = hydrated ? (location.state as Partial<SuccessState> | null) : null;
  const { user, isPending: userPending } = useCurrentUser();
  const bookingId = Number(params.get('bookingId')) || 0;
  const urlKey = params.get('key') ?? '';
  const key = urlKey || (bookingId && hydrated ? bookingToken(bookingId) : '');
  const viewer = user ? normalizePhone(user.phoneNumber) : '';
  const query = useBookingRecord(bookingId, key, viewer, carried?.booking);
  // After a cancel every viewer's view is stale. One still in flight (logging in to cancel asks again as the
  // new viewer) was sent before the cancel, and a view without data waits for it rather than asking again:
  // drop it first, then every view asks the server afresh.
  const queryClient = useQueryClient();
  const refreshAfterCancel = async (id: number) => {
    await queryClient.cancelQueries({ queryKey: bookingDetailKeys.detail(id) });
    await queryClient.invalidateQueries({ queryKey: bookingDetailKeys.detail(id) });
  };
  const booking = query.data;
  const loading = query.isLoading || (bookingId > 0 && !key && userPending);

  // A link opened on the customer's other device: this browser keeps the key from now on.
  useEffect(() => {
    if (booking && urlKey) rememberBookingToken(booking.bookingId, urlKey);
  }, [booking, urlKey]);

  const title = booking || loading ? tr(atHome ? 'pages.bookingAtHomeSuccess' : 'pages.bookingSuccess') : t('unavailableTitle');
  useDocumentTitle(title);
  const phone = booking?.customerPhone || viewer;
  const changePath = `${atHome ? '/booking-at-home' : '/booking'}${phone ? `?phone=${phone}` : ''}`;
  const ownerLoggedIn = Boolean(booking && viewer && normalizePhone(booking.customerPhone) === viewer);
  const sharePath = booking && key ? successPath(atHome ? 'home' : 'salon', booking.bookingId, key) : '';
  const off = booking?.canceled || (!booking && !loading);

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <span className={`${styles.check} ${off ? styles.checkOff : ''}`} aria-hidden="true">
          {off ? '!' : '✓'}
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
            {!atHome && !booking.canceled && (
              <Suspense fallback={<div className={styles.checkInPlace} />}>
                <CheckInQr bookingId={booking.bookingId} />
              </Suspense>
            )}
            {ownerLoggedIn && !booking.canceled && (
              <Suspense fallback={null}>
                <WalletNote />
              </Suspense>
            )}
            <SuccessActions
              booking={booking}
              changePath={changePath}
              ownerLoggedIn={ownerLoggedIn}
              sharePath={sharePath}
              onCanceled={() => void refreshAfterCancel(booking.bookingId)}
            />
          </div>
        ) : (
          <div className={styles.card} data-testid="booking-unavailable">
            <p className={styles.unavailable}>{t('unavailableText')}</p>
            <div className={styles.pair}>
              {!user && (
                <button type="button" className="btn btn-dark" onClick={() => openLogin()}>
                  {t('loginToView')}
                </button>
              )}
              <Link to={changePath} className="btn btn-accent">
                {t('newBooking')}
              </Link>
            </div>
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
