import { useTranslation } from '../../../lib/i18n';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from './home-states.module.css';

/** Placeholders in the shape of the banner and of two card sections (spec: skeleton while loading). */
export function HomeSkeleton({ part }: { part: 'banner' | 'sections' }) {
  if (part === 'banner') {
    return (
      <div className={styles.banner} data-testid="home-skeleton">
        <Skeleton ratio="var(--banner-ratio)" radius={0} />
      </div>
    );
  }
  return (
    <div className={`container ${styles.sections}`} aria-hidden="true">
      {[0, 1].map((section) => (
        <div key={section} className={styles.section}>
          <Skeleton width={260} height={30} />
          <div className={styles.cards}>
            {[0, 1, 2, 3].map((card) => (
              <div key={card} className={styles.card}>
                <Skeleton ratio="4 / 5" radius={14} />
                <Skeleton width="70%" height={18} />
                <Skeleton width="45%" height={14} />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** The content call failed: the booking form above still works, the rest can be retried. */
export function HomeError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`container ${styles.error}`} role="alert">
      <p>{t('home.contentError')}</p>
      <button type="button" className="btn btn-dark" onClick={onRetry} disabled={retrying}>
        {t('common.retry')}
      </button>
    </div>
  );
}
