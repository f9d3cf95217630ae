import '../../locales';
import { ratingDisplay } from '@shine/shared';
import { useTranslation } from '../../../../lib/i18n';
import { StarIcon } from '../../../../components/ui/icons';
import type { Stylist } from '../../model/booking-types';
import styles from './schedule.module.css';

/** The stylist pre-chosen by URL (spec §2 "Variant with stylist card"). */
export default function StylistCard({ stylist, onChange }: { stylist: Stylist; onChange: () => void }) {
  const { t } = useTranslation('booking');
  const rating = ratingDisplay({ star: stylist.ratingStar, totalCustomers: stylist.totalCutomer });
  return (
    <div className={styles.stylistCard} data-testid="url-stylist">
      <img src={stylist.avatar ?? '/images/fallback.svg'} alt="" className={styles.stylistAvatar} />
      <div className={styles.stylistText}>
        <strong>{stylist.staffName}</strong>
        <small>
          {rating ? (
            <>
              <StarIcon size={12} className={styles.star} /> {rating.star} · {t('customers', { count: rating.customers })}
            </>
          ) : (
            t('experience', { count: stylist.experience })
          )}
        </small>
        {stylist.description && <p>{stylist.description}</p>}
      </div>
      <button type="button" className={styles.link} onClick={onChange}>
        {t('anyStylist')}
      </button>
    </div>
  );
}
