import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useEntityHistory } from '../api/entity-history';
import styles from './backoffice.module.css';

const when = (iso: string) => new Date(iso).toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short', timeStyle: 'short' });
const show = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value, null, 1) : '—');

/** The history panel every edit screen shows: who changed what of this entity, before and after, when. */
export function EntityHistory({ entity, entityId }: { entity: string; entityId: string | number }) {
  const { t } = useTranslation('backoffice');
  const history = useEntityHistory(entity, entityId);
  return (
    <section className={styles.panel} aria-labelledby={`history-${entity}-${entityId}`} data-testid="entity-history">
      <h2 id={`history-${entity}-${entityId}`} className={styles.subheading}>
        {t('history.title')}
      </h2>
      {history.isPending ? (
        <p className={styles.muted}>{t('loading')}</p>
      ) : history.error ? (
        <p className={styles.error}>{history.error instanceof ApiError && history.error.status === 403 ? t('history.forbidden') : t('loadError')}</p>
      ) : history.data.length === 0 ? (
        <p className={styles.muted}>{t('history.empty')}</p>
      ) : (
        <ol className={styles.history}>
          {history.data.map((entry) => (
            <li key={entry.id}>
              <strong>{entry.actor?.name ?? t('history.system')}</strong> · {entry.action} · <time dateTime={entry.at}>{when(entry.at)}</time>
              {(entry.before || entry.after) && (
                <details>
                  <summary className={styles.link}>
                    {t('history.before')} / {t('history.after')}
                  </summary>
                  <pre>
                    {t('history.before')}: {show(entry.before)}
                    {'\n'}
                    {t('history.after')}: {show(entry.after)}
                  </pre>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
