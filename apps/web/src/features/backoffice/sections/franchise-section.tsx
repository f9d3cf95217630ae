import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useConnectRequests, useSaveConnectRequest } from '../api/admin-data';
import { EntityHistory } from '../components/entity-history';
import { Loading, SaveStatus } from '../components/save-status';
import styles from '../components/backoffice.module.css';

const STATUSES = ['new', 'contacted', 'closed'] as const;

/** Franchise and partner requests: status, notes, who follows each up. */
export function Section() {
  const { t } = useTranslation('backoffice');
  const requests = useConnectRequests();
  const save = useSaveConnectRequest();
  const [open, setOpen] = useState<number | null>(null);
  if (!requests.data) return <Loading error={requests.error} />;
  const chosen = requests.data.find((r) => r.id === open);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen) return;
    const form = new FormData(event.currentTarget);
    const assignee = Number(form.get('assigneeId'));
    save.mutate({
      id: chosen.id,
      status: String(form.get('status')) as (typeof STATUSES)[number],
      notes: String(form.get('notes') ?? '').trim() || null,
      assigneeId: Number.isInteger(assignee) && assignee > 0 ? assignee : null,
    });
  };
  return (
    <div className={styles.section}>
      <h1 className={styles.heading}>{t('sections.franchise')}</h1>
      {requests.data.length === 0 && <p className={styles.muted}>{t('inbox.none')}</p>}
      <div className={styles.columns}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('inbox.received')}</th>
              <th>{t('inbox.applicant')}</th>
              <th>{t('pages.kind')}</th>
              <th>{t('form.status')}</th>
            </tr>
          </thead>
          <tbody>
            {requests.data.map((r) => (
              <tr key={r.id}>
                <td>{r.createdAt.slice(0, 10)}</td>
                <td>
                  <button type="button" className={`btn btn-outline ${styles.button}`} onClick={() => setOpen(r.id)} aria-pressed={open === r.id}>
                    {r.name} · {r.reference}
                  </button>
                  <p className={styles.muted}>{r.summary}</p>
                </td>
                <td>{t(`inbox.kinds.${r.kind}`)}</td>
                <td>{t(`inbox.statuses.${r.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {chosen && (
          <div className={styles.section}>
            <form key={chosen.id} className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={chosen.reference}>
              <h2 className={styles.subheading}>
                {chosen.name} · {chosen.phone}
              </h2>
              <p className={styles.muted}>{chosen.email}</p>
              <label className={styles.field}>
                {t('form.status')}
                <select className={styles.input} name="status" defaultValue={chosen.status}>
                  {STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {t(`inbox.statuses.${s}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.field}>
                {t('form.notes')}
                <textarea className={styles.input} name="notes" defaultValue={chosen.notes ?? ''} maxLength={2000} />
              </label>
              <label className={styles.field}>
                {t('form.assignee')}
                <input className={styles.input} name="assigneeId" inputMode="numeric" defaultValue={chosen.assigneeId ?? ''} />
              </label>
              <button type="submit" className={`btn btn-accent ${styles.button}`} disabled={save.isPending}>
                {t('save')}
              </button>
              <SaveStatus state={save} />
            </form>
            <EntityHistory entity="connectRequest" entityId={chosen.id} />
          </div>
        )}
      </div>
    </div>
  );
}
