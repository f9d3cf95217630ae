import { waitTimeDisplay } from '@shine/shared/rules/wait-time';
import { useTranslation } from '../../../lib/i18n';
import { ClockIcon } from '../../../components/ui/icons';
import type { WaitTimeRecord } from '../types';
import styles from './upcoming-panel.module.css';

/** Wait at the salon today: minutes under 30, otherwise 'Đang xếp Stylist' / 'Đang xếp Skinner' (spec §9). */
export function WaitTimePanel({ records }: { records: WaitTimeRecord[] }) {
  const { t } = useTranslation('account');
  const { t: msg } = useTranslation('messages');
  return (
    <div className={styles.wait} data-testid="wait-time">
      <ClockIcon size={22} />
      <div>
        <strong>{t('booking.waitTitle')}</strong>
        {records.map((record) => {
          const shown = waitTimeDisplay({ type: record.type, waitServe: record.data.waitServe });
          return (
            <div key={`${record.bookingId}-${record.type}`}>
              <p className={styles.waitValue}>{shown.kind === 'minutes' ? t('booking.waitMinutes', { count: shown.minutes }) : msg(shown.key)}</p>
              {record.data.stylistLate && <p className={styles.waitNote}>{t('booking.stylistLate', { count: record.data.stylistLateMinutes })}</p>}
            </div>
          );
        })}
      </div>
    </div>
  );
}
