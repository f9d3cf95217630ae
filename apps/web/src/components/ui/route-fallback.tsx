import { useTranslation } from '../../lib/i18n';
import { Spinner } from './spinner-overlay';
import styles from './route-fallback.module.css';

/** Shown while the first page's chunk loads. */
export function RouteFallback() {
  return (
    <div className={styles.center}>
      <Spinner size={40} />
    </div>
  );
}

/** A page failed to render or its chunk to load (e.g. after a deploy): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className={styles.center} role="alert">
      <p className={styles.message}>{t('common.generalError')}</p>
      <button type="button" className="btn btn-accent" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
    </div>
  );
}
