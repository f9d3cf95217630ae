import '../../locales';
import { ratingDisplay } from '@shine/shared';
import { useTranslation } from '../../../../lib/i18n';
import { StarIcon, UserIcon } from '../../../../components/ui/icons';
import { Skeleton } from '../../../../components/ui/skeleton';
import type { Stylist } from '../../model/booking-types';
import styles from './stylist-picker.module.css';

interface StylistPickerProps {
  stylists: Stylist[] | undefined;
  loading: boolean;
  selectedId: number;
  salonId: number;
  onPick: (stylist: Stylist | null) => void;
}

const FALLBACK_AVATAR = '/images/fallback.svg';

/** Rating line per spec §9: only over 100 customers, star to one decimal, counts over 1000 as k. */
function Rating({ stylist }: { stylist: Stylist }) {
  const { t } = useTranslation('booking');
  const rating = ratingDisplay({ star: stylist.ratingStar, totalCustomers: stylist.totalCutomer });
  if (!rating) return <small className={styles.sub}>{t('experience', { count: stylist.experience })}</small>;
  return (
    <small className={styles.sub}>
      <StarIcon size={12} className={styles.star} /> {rating.star} · {t('customers', { count: rating.customers })}
    </small>
  );
}

/** Stylist picker: "let the salon choose" (id 0) then the stylists working that day. */
export function StylistPicker({ stylists, loading, selectedId, salonId, onPick }: StylistPickerProps) {
  const { t } = useTranslation('booking');
  return (
    <div className={styles.track} role="listbox" aria-label={t('scheduleStylist')} data-testid="stylist-picker">
      <button
        type="button"
        role="option"
        aria-selected={selectedId === 0}
        className={`${styles.card} ${selectedId === 0 ? styles.selected : ''}`}
        onClick={() => onPick(null)}
      >
        <span className={`${styles.avatar} ${styles.any}`}>
          <UserIcon size={26} />
        </span>
        <strong className={styles.name}>{t('anyStylist')}</strong>
        <small className={styles.sub}>{t('anyStylistHint')}</small>
      </button>
      {loading &&
        !stylists &&
        Array.from({ length: 3 }, (_, i) => (
          <span key={i} className={styles.card}>
            <Skeleton width={56} height={56} radius="50%" />
            <Skeleton width="80%" height={14} />
          </span>
        ))}
      {stylists?.map((stylist) => (
        <button
          key={stylist.staffId}
          type="button"
          role="option"
          aria-selected={selectedId === stylist.staffId}
          className={`${styles.card} ${selectedId === stylist.staffId ? styles.selected : ''}`}
          onClick={() => onPick(stylist)}
          data-testid={`stylist-${stylist.staffId}`}
        >
          <img
            className={styles.avatar}
            src={stylist.avatar ?? FALLBACK_AVATAR}
            alt=""
            loading="lazy"
            onError={(event) => {
              event.currentTarget.src = FALLBACK_AVATAR;
            }}
          />
          <strong className={styles.name}>{stylist.staffName}</strong>
          <Rating stylist={stylist} />
          <span className={styles.tags}>
            {stylist.special && <span className={styles.tagSpecial}>{t('special')}</span>}
            {stylist.isMaster && <span className={styles.tag}>{t('master')}</span>}
            {stylist.salonEnroll !== salonId && <span className={styles.tag}>{t('otherSalon')}</span>}
            {stylist.isBusyToday && <span className={styles.tagBusy}>{t('busyToday')}</span>}
          </span>
        </button>
      ))}
    </div>
  );
}
