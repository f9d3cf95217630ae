import { visitCodeOf } from '@shine/shared/rules/vietqr';
import { QrImage } from '../../../components/ui/qr-image';
import { useTranslation } from '../../../lib/i18n';
import styles from './booking-card.module.css';

/** His booking's check-in QR (the visit code reception scans) and the code written out. */
export function CheckInCode({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation('account');
  const code = visitCodeOf(bookingId);
  return (
    <div className={styles.qrBody}>
      <QrImage text={code} size={148} alt={t('booking.checkInQrAlt', { code })} />
      <p className={styles.muted}>
        {t('booking.checkInQrHint')} <strong>{code}</strong>
      </p>
    </div>
  );
}
