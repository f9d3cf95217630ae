import { visitCodeOf } from '@shine/shared/rules/vietqr';
import { QrImage } from '../../../../components/ui/qr-image';
import { useTranslation } from '../../../../lib/i18n';
import styles from './booking-success.module.css';

/** The QR reception scans to check him in (issue 30): his visit code, also written out for a typed check-in. */
export function CheckInQr({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation('bookingLater');
  const code = visitCodeOf(bookingId);
  return (
    <section className={styles.checkIn} aria-labelledby="check-in-qr-title" data-testid="check-in-qr">
      <QrImage text={code} size={148} alt={t('checkInQrAlt', { code })} className={styles.checkInQr} />
      <div>
        <h3 id="check-in-qr-title" className={styles.cardTitle}>
          {t('checkInQrTitle')}
        </h3>
        <p className={styles.checkInHint}>{t('checkInQrHint')}</p>
        <p className={styles.checkInCode}>{code}</p>
      </div>
    </section>
  );
}
