import '../locales';
import { ratingDisplay } from '@shine/shared';
import type { TSalonStylist } from '@shine/shared/schemas/salon';
import { useTranslation } from '../../../lib/i18n';
import { StarIcon } from '../../../components/ui/icons';
import styles from './salon-sections.module.css';

const FALLBACK_AVATAR = '/images/fallback.svg';

/** This week's stylists: rating only over 100 customers (one decimal, k over 1000), Stylist Master mark. */
export function StylistList({ stylists }: { stylists: TSalonStylist[] }) {
  const { t } = useTranslation('salons');
  return (
    <section className={styles.section} aria-labelledby="salon-stylists">
      <h2 id="salon-stylists" className={styles.heading}>
        {t('stylists')}
      </h2>
      {stylists.length === 0 ? (
        <p className={styles.muted}>{t('noStylists')}</p>
      ) : (
        <ul className={styles.stylists} data-testid="salon-stylists">
          {stylists.map((stylist) => {
            const rating = ratingDisplay({ star: stylist.ratingStar, totalCustomers: stylist.totalCustomer });
            return (
              <li key={stylist.staffId} className={styles.stylist}>
                <img
                  src={stylist.avatar ?? FALLBACK_AVATAR}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  onError={(event) => {
                    event.currentTarget.src = FALLBACK_AVATAR;
                  }}
                />
                <strong>{stylist.staffName}</strong>
                {stylist.isMaster && <span className={styles.master}>{t('master')}</span>}
                {rating && (
                  <span className={styles.rating}>
                    <StarIcon size={13} /> {t('ratingValue', { star: rating.star, customers: rating.customers })}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
