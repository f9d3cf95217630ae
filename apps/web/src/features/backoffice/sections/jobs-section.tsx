import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { cvHref, useApplications, useSaveApplication } from '../api/admin-data';
import { historyKey } from '../api/entity-history';
import { EntityHistory } from '../components/entity-history';
import { Loading, SaveStatus } from '../components/save-status';
import { useAdmin } from '../model/admin-context';
import styles from '../components/backoffice.module.css';

const STATUSES = ['new', 'contacted', 'closed'] as const;

/** Job applications: status, and the CV for recruiters (each download audited by the server). */
export function Section() {
  const { t } = useTranslation('backoffice');
  const admin = useAdmin();
  const client = useQueryClient();
  const applications = useApplications();
  const save = useSaveApplication();
  const [open, setOpen] = useState<number | null>(null);
  if (!applications.data) return <Loading error={applications.error} />;
  const mayReadCv = admin.actions.includes('cv.read');
  return (
    <div className={styles.section}>
      <h1 className={styles.heading}>{t('sections.jobs')}</h1>
      {applications.data.length === 0 && <p className={styles.muted}>{t('inbox.none')}</p>}
      {applications.data.length > 0 && (
        <div className={styles.columns}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('inbox.applicant')}</th>
                <th>{t('inbox.job')}</th>
                <th>{t('inbox.cv')}</th>
                <th>{t('form.status')}</th>
              </tr>
            </thead>
            <tbody>
              {applications.data.map((a) => (
                <tr key={a.id}>
                  <td>
                    <button type="button" className={`btn btn-outline ${styles.button}`} onClick={() => setOpen(a.id)} aria-pressed={open === a.id}>
                      {a.name} · {a.reference}
                    </button>
                    <p className={styles.muted}>
                      {a.phone} · {a.createdAt.slice(0, 10)}
                    </p>
                  </td>
                  <td>{a.jobTitle}</td>
                  <td>
                    {!a.hasCv ? (
                      t('inbox.noCv')
                    ) : mayReadCv ? (
                      <a
                        className={styles.link}
                        href={cvHref(a.id)}
                        download
                        onClick={() => window.setTimeout(() => void client.invalidateQueries({ queryKey: historyKey('jobApplication', a.id) }), 1500)}
                      >
                        {t('inbox.downloadCv')}
                      </a>
                    ) : (
                      t('inbox.cvRecruitersOnly')
                    )}
                  </td>
                  <td>
                    <select
                      className={styles.input}
                      aria-label={`${t('form.status')} ${a.reference}`}
                      value={a.status}
                      onChange={(event) => save.mutate({ id: a.id, status: event.target.value as (typeof STATUSES)[number] })}
                    >
                      {STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {t(`inbox.statuses.${s}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className={styles.section}>
            <SaveStatus state={save} />
            {open !== null && <EntityHistory entity="jobApplication" entityId={open} />}
          </div>
        </div>
      )}
    </div>
  );
}
