import { useTranslation } from '../../lib/i18n';
import { useShowSpin } from '../../lib/spin-store';
import styles from './spinner-overlay.module.css';

/** Global loading overlay, shown while `showSpin` is true (spec section 2). */
export function SpinnerOverlay() {
  const { t } = useTranslation();
  if (!useShowSpin()) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/** Small inline spinner (route changes, buttons). */
export function Spinner({ size = 32 }: { size?: number }) {
  return <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />;
}
