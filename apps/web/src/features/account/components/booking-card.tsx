import { formatVnd } from '@shine/shared/rules/money';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CalendarIcon, MapPinIcon, ScissorsIcon } from '../../../components/ui/icons';
import { SalonAddress } from '../../../components/ui/salon-address';
import type { BookingRecord } from '../types';
import styles from './booking-card.module.css';

interface BookingCardProps {
  booking: BookingRecord;
  canceled: boolean;
  onManage: () => void;
}

/** "21-11-2026" (dateBook) shown as "21/11/2026". */
export const displayDate = (dateBook: string) => dateBook.replaceAll('-', '/');

/** An upcoming booking: salon, time, stylist, services, total, and the change/cancel entry. */
export function BookingCard({ booking, canceled, onManage }: BookingCardProps) {
  const { t } = useTranslation('account');
  const { t: msg } = useTranslation('messages');
  const isCanceled = canceled || booking.canceled;

  return (
    <article className={`${styles.card} ${isCanceled ? styles.canceled : ''}`} data-testid="booking-card">
      <header className={styles.head}>
        <CalendarIcon size={20} />
        <strong className={styles.time}>{t('booking.time', { hour: booking.hourBook, date: displayDate(booking.dateBook) })}</strong>
      </header>
      <div className={styles.salon}>
        <MapPinIcon size={18} />
        <div>
          <strong>{booking.isBookAtHome ? t('booking.atHome') : booking.salonName}</strong>
          {booking.isBookAtHome && booking.homeAddress ? (
            <p className={styles.muted} data-testid="home-address">
              {booking.homeAddress}
            </p>
          ) : (
            <p className={styles.muted}>
              <SalonAddress salon={{ address: booking.salonAddress, addressNew: booking.salonAddressNew }} withFormer formerClassName={styles.former} />
            </p>
          )}
          {booking.salonMap && (
            <a href={booking.salonMap} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {t('booking.directions')}
            </a>
          )}
        </div>
      </div>
      <div className={styles.salon}>
        <ScissorsIcon size={18} />
        <div>
          <strong>
            {t('booking.stylist')}: {booking.stylistName || t('booking.anyStylist')}
          </strong>
          <p className={styles.muted}>{booking.services.map((service) => service.name).join(', ')}</p>
        </div>
      </div>
      <p className={styles.total}>
        <span>{t('booking.total')}</span>
        <span className={styles.amounts}>
          {booking.oldTotalMoney > booking.totalMoney && <s>{formatVnd(booking.oldTotalMoney)}</s>}
          <strong data-testid="booking-total">{formatVnd(booking.totalMoney)}</strong>
        </span>
      </p>
      {!isCanceled && !booking.isBookAtHome && <CheckInFold bookingId={booking.bookingId} />}
      {isCanceled ? (
        <button type="button" className={`btn ${styles.action}`} disabled>
          {msg('booking.canceledLabel')}
        </button>
      ) : (
        <button type="button" className={`btn btn-dark ${styles.action}`} onClick={onManage}>
          {t('booking.manage')}
        </button>
      )}
    </article>
  );
}

// Fetched when he opens it, not with the list (nor with home, which shows the list).
const CheckInCode = lazy(() => import('./check-in-code').then((module) => ({ default: module.CheckInCode })));

/** The check-in QR of a salon booking, folded. */
function CheckInFold({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.qr} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('booking.checkInQr')}</summary>
      {open && (
        <Suspense fallback={<span className={styles.qrPlace} />}>
          <CheckInCode bookingId={bookingId} />
        </Suspense>
      )}
    </details>
  );
}
