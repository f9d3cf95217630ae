import { addDays, zonedToday } from '@shine/shared';
import type { TReport } from '@shine/shared/schemas/reports';
import { type FormEvent, useState } from 'react';
import { now } from '../../../lib/clock';
import { useTranslation } from '../../../lib/i18n';
import { type ReportQuery, useReport } from '../api/ops-data';
import { Loading } from '../components/save-status';
import styles from '../components/backoffice.module.css';
import { useAdmin } from '../model/admin-context';

const percent = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)} %`);
const vnd = (x: number | null) => (x === null ? '—' : x.toLocaleString('vi-VN'));

/** A period's figures for a salon, a region or the chain, with its CSV. */
export function Section() {
  const { t } = useTranslation('backoffice');
  const admin = useAdmin();
  const today = zonedToday(now());
  const firstSalon = admin.salonIds === 'all' ? 1 : (admin.salonIds[0] ?? 1);
  const [query, setQuery] = useState<ReportQuery>({ scope: 'salon', id: firstSalon, from: addDays(today, -30), to: today });
  const report = useReport(query);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const scope = String(form.get('scope')) as ReportQuery['scope'];
    setQuery({ scope, id: scope === 'chain' ? undefined : Number(form.get('id')), from: String(form.get('from')), to: String(form.get('to')) });
  };
  const csv = `/api/v1/admin/reports.csv?${new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString()}`;
  return (
    <div className={styles.section}>
      <h1 className={styles.heading}>{t('sections.reports')}</h1>
      <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={t('sections.reports')}>
        <div className={styles.row}>
          <label className={styles.field}>
            {t('reports.scope')}
            <select className={styles.input} name="scope" defaultValue={query.scope}>
              {(['salon', 'region', 'chain'] as const).map((s) => (
                <option key={s} value={s}>
                  {t(`reports.scopes.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            {t('reports.id')}
            <input className={styles.input} name="id" inputMode="numeric" defaultValue={query.id ?? ''} />
          </label>
          <label className={styles.field}>
            {t('reports.from')}
            <input className={styles.input} type="date" name="from" defaultValue={query.from} required />
          </label>
          <label className={styles.field}>
            {t('reports.to')}
            <input className={styles.input} type="date" name="to" defaultValue={query.to} required />
          </label>
          <button type="submit" className={`btn btn-accent ${styles.button}`}>
            {t('reports.show')}
          </button>
          <a className={`btn btn-outline ${styles.button}`} href={csv} download>
            {t('reports.csv')}
          </a>
        </div>
      </form>
      {!report.data ? <Loading error={report.error} /> : <Figures report={report.data} />}
    </div>
  );
}

function Figures({ report: r }: { report: TReport }) {
  const { t } = useTranslation('backoffice');
  const rows: [string, string][] = [
    [t('reports.rows.rosteredHours'), r.rosteredHours.toLocaleString('vi-VN')],
    [t('reports.rows.bookedHours'), r.bookedHours.toLocaleString('vi-VN')],
    [t('reports.rows.servedHours'), r.servedHours.toLocaleString('vi-VN')],
    [t('reports.rows.occupancyBooked'), percent(r.occupancyBooked)],
    [t('reports.rows.occupancyServed'), percent(r.occupancyServed)],
    [t('reports.rows.revenue'), vnd(r.revenue)],
    [t('reports.rows.revenuePerChairHour'), vnd(r.revenuePerChairHour)],
    [t('reports.rows.noShowRate'), `${percent(r.noShowRate)} (${r.noShows}/${r.due})`],
    [t('reports.rows.returnRate'), `${percent(r.returnRate)} (${r.returnedWithin45}/${r.customers})`],
    [t('reports.rows.wait'), r.waitAccuracy.meanAbsMinutes === null ? '—' : `${r.waitAccuracy.meanAbsMinutes} (${r.waitAccuracy.visits})`],
    [t('reports.rows.within5'), percent(r.waitAccuracy.within5Minutes)],
  ];
  return (
    <>
      <table className={styles.table} data-testid="report-figures">
        <thead>
          <tr>
            <th scope="col">{t('reports.figure')}</th>
            <th scope="col">{t('reports.value')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className={styles.subheading}>{t('reports.stylists')}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('reports.stylist')}</th>
            <th scope="col">{t('reports.ratings')}</th>
            <th scope="col">{t('reports.average')}</th>
          </tr>
        </thead>
        <tbody>
          {r.stylists.map((s) => (
            <tr key={s.stylistId}>
              <th scope="row">{s.name}</th>
              <td>{s.ratings}</td>
              <td>{s.average === null ? t('reports.hidden') : s.average.toFixed(1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
