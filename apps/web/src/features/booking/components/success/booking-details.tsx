import '../../locales';
import '../../locales/later';
import { formatVnd } from '@shine/shared';
import { useTranslation } from '../../../../lib/i18n';
import { SalonAddress } from '../../../../components/ui/salon-address';
import { ClockIcon, MapPinIcon, ScissorsIcon, UserIcon } from '../../../../components/ui/icons';
import type { BookingRecord } from '../../model/booking-types';
import { displayDate } from '../../../../lib/date-book';
import { weekdayIndex } from '../../model/date-label';
import styles from './booking-success.module.css';

/**
 * The booking as the success page shows it: salon, address with map (new address first), at home the customer's
 * address and the window the stylist is there, stylist, time, services, total.
 */
export function BookingDetails({ booking }: { booking: BookingRecord }) {
  const { t } = useTranslation('bookingLater');
  const { t: tb } = useTranslation('booking');
  const weekday = tb('weekdays').split(',')[weekdayIndex(booking.dateBook)] ?? '';
  return (
    <dl className={styles.details} data-testid="booking-details">
      <div className={styles.row}>
        <dt>
          <MapPinIcon size={18} /> {t('salon')}
        </dt>
        <dd>
          <strong data-testid="success-salon">{booking.salonName}</strong>
          <SalonAddress salon={{ address: booking.salonAddress, addressNew: booking.salonAddressNew }} withFormer formerClassName={styles.former} />
          {booking.salonMap && (
            <a href={booking.salonMap} target="_blank" rel="noreferrer" className={styles.map}>
              {t('viewMap')}
            </a>
          )}
        </dd>
      </div>
      {booking.isBookAtHome && booking.homeAddress && (
        <div className={styles.row}>
          <dt>
            <MapPinIcon size={18} /> {t('homeAddressTitle')}
          </dt>
          <dd>
            <strong data-testid="success-home-address">{booking.homeAddress}</strong>
          </dd>
        </div>
      )}
      <div className={styles.row}>
        <dt>
          <UserIcon size={18} /> {t('stylist')}
        </dt>
        <dd className={styles.stylist}>
          {booking.stylistAvatar && <img src={booking.stylistAvatar} alt="" />}
          <strong data-testid="success-stylist">{booking.stylistName}</strong>
        </dd>
      </div>
      <div className={styles.row}>
        <dt>
          <ClockIcon size={18} /> {t('time')}
        </dt>
        <dd>
          <strong data-testid="success-time">
            {booking.hourBook} · {weekday} {displayDate(booking.dateBook)}
          </strong>
          {booking.isBookAtHome && <span data-testid="success-window">{t('homeWindow', { start: booking.hourBook, end: booking.hourEnd })}</span>}
        </dd>
      </div>
      <div className={styles.row}>
        <dt>
          <ScissorsIcon size={18} /> {t('services')}
        </dt>
        <dd>
          <ul className={styles.services}>
            {booking.services.map((service) => (
              <li key={service.id}>
                <span>{service.name}</span>
                <span>{formatVnd(service.price)}</span>
              </li>
            ))}
          </ul>
        </dd>
      </div>
      <div className={`${styles.row} ${styles.totalRow}`}>
        <dt>{t('total')}</dt>
        <dd className={styles.total}>
          {booking.oldTotalMoney > booking.totalMoney && <s>{formatVnd(booking.oldTotalMoney)}</s>}
          <strong data-testid="success-total">{formatVnd(booking.totalMoney)}</strong>
        </dd>
      </div>
    </dl>
  );
}
