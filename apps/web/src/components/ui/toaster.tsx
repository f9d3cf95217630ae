import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useStore } from '../../lib/create-store';
import { CloseIcon } from './icons';
import { dismissToast, toastStore, type ToastEntry } from './toast-store';
import styles from './toaster.module.css';

function ToastItem({ entry }: { entry: ToastEntry }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(entry.id), entry.duration);
    return () => window.clearTimeout(timer);
  }, [entry.id, entry.duration]);

  return (
    <div className={`${styles.toast} ${styles[entry.type]}`} role={entry.type === 'error' ? 'alert' : 'status'}>
      <div className={styles.text}>
        <strong className={styles.title}>{entry.title}</strong>
        {entry.message && <span className={styles.message}>{entry.message}</span>}
      </div>
      <button type="button" className={styles.close} onClick={() => dismissToast(entry.id)} aria-label={t('common.close')}>
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

/** Renders the toasts raised with `toast()`; mounted once by the app shell. */
export function Toaster() {
  const entries = useStore(toastStore);
  return (
    <div className={styles.region} aria-live="polite">
      {entries.map((entry) => (
        <ToastItem key={entry.id} entry={entry} />
      ))}
    </div>
  );
}
