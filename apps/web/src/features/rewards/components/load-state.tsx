import { useTranslation } from '../../../lib/i18n';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from './rewards.module.css';

/** Skeleton while loading; the general failure text with a retry button when the call failed. */
export function LoadState({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  const { t } = useTranslation('rewards');
  if (!isError)
    return (
      <div className={styles.grid} aria-busy="true">
        <Skeleton ratio="16 / 9" radius={14} />
        <Skeleton ratio="16 / 9" radius={14} />
        <Skeleton ratio="16 / 9" radius={14} />
      </div>
    );
  return (
    <div className={styles.section} role="alert">
      <p className={styles.muted}>{t('loadFailed')}</p>
      <button type="button" className="btn btn-dark" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
