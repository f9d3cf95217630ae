import '../../locales/chooser';
import { SALON_PAGE_SIZE } from '@shine/shared';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { Skeleton } from '../../../../components/ui/skeleton';
import type { TSalonCard as Salon } from '@shine/shared/schemas/salon';
import { SalonCard } from './salon-card';
import styles from './salon-chooser.module.css';

interface SalonListProps {
  salons: Salon[] | undefined;
  loading: boolean;
  today: string;
  /** The chooser picks the salon on a tap; the salon finder draws its own card (links) instead. */
  onPick?: (salon: Salon) => void;
  renderCard?: (salon: Salon) => ReactNode;
  title?: string;
  /** Shown instead of 'Không có dữ liệu' (e.g. no salon nearby). */
  emptyText?: string;
}

/** Salon cards five at a time; 'See more' adds five (spec §9). */
export function SalonList({ salons, loading, today, onPick, renderCard, title, emptyText }: SalonListProps) {
  const { t } = useTranslation('salonChooser');
  const { t: m } = useTranslation('messages');
  const [shown, setShown] = useState(SALON_PAGE_SIZE);
  if (loading && !salons) {
    return (
      <div className={styles.list}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={112} radius={14} />
        ))}
      </div>
    );
  }
  const list = salons ?? [];
  return (
    <section className={styles.listSection} data-testid="salon-list">
      {title && (
        <h2 className={styles.listTitle}>
          {title} <span>{t('salonCount', { count: list.length })}</span>
        </h2>
      )}
      {list.length === 0 ? (
        <p className={styles.empty}>{emptyText ?? m('service.noResults')}</p>
      ) : (
        <div className={styles.list}>
          {list.slice(0, shown).map((salon) => (
            <Fragment key={salon.id}>
              {renderCard ? renderCard(salon) : <SalonCard salon={salon} today={today} onPick={(picked) => onPick?.(picked)} />}
            </Fragment>
          ))}
        </div>
      )}
      {list.length > shown && (
        <button type="button" className={`btn btn-outline ${styles.more}`} onClick={() => setShown((n) => n + SALON_PAGE_SIZE)}>
          {t('seeMore')}
        </button>
      )}
    </section>
  );
}
