import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useImageReports, useResolveImageReport } from '../api/image-reports';
import styles from './floor.module.css';

/** The salon manager's open reports of wrong after-cut photos (spec §7): remove the photo from his history, or keep it. */
export function ImageReportsPanel({ salonId }: { salonId: number }) {
  const { t } = useTranslation('floor');
  const { t: msg } = useTranslation('messages');
  const id = useId();
  const reports = useImageReports(salonId);
  const resolve = useResolveImageReport(salonId);
  const [error, setError] = useState<string | null>(null);
  const open = reports.data?.reports ?? [];
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="image-reports">
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {t('reports.heading', { count: open.length })}
      </h2>
      {open.length === 0 && <p className={styles.muted}>{t('reports.none')}</p>}
      <ul className={styles.deviceList}>
        {open.map((report) => (
          <li key={report.id} className={styles.report}>
            <img src={report.url} alt={t('reports.alt', { name: report.customerName ?? t('day.guest') })} width={72} height={96} />
            <div>
              <strong>{report.customerName ?? t('day.guest')}</strong>
              <p className={styles.muted}>{t('reports.visit', { date: report.visitDate, stylist: report.stylistName })}</p>
              <div className={styles.actions}>
                {(['remove', 'keep'] as const).map((action) => (
                  <button
                    key={action}
                    type="button"
                    className={`btn ${action === 'remove' ? 'btn-accent' : 'btn-outline'} ${styles.action}`}
                    disabled={resolve.isPending}
                    onClick={() =>
                      resolve.mutate(
                        { id: report.id, action },
                        { onError: (cause) => setError(cause instanceof ApiError ? cause.message : msg('error.general')) },
                      )
                    }
                  >
                    {t(`reports.${action}`)}
                  </button>
                ))}
              </div>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.error} role="alert" hidden={!error}>
        {error}
      </p>
    </section>
  );
}
