import type { TAdminSalon } from '@shine/shared/schemas/backoffice';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useAdminSalon, useAdminSalons, useSaveSalon } from '../api/admin-data';
import { EntityHistory } from '../components/entity-history';
import { BackLink, Loading, SaveButton, SaveStatus } from '../components/save-status';
import { hhMmToMinutes, minutesToHhMm, formText } from '../model/admin-context';
import styles from '../components/backoffice.module.css';
import { SalonDaysOffPanel } from './salon-days-off-panel';
import { SalonMediaPanel } from './salon-media-panel';

const BASE = '/quan-tri/salon';
const MANY = ['all', 'notToday', 'off'] as const;

/** The salons he manages: details, address, hours, booking rules, photos and video, days off with backup salons. */
export function Section({ path }: { path: string }) {
  const id = Number(path.split('/')[0]);
  return Number.isInteger(id) && id > 0 ? <SalonLoader id={id} /> : <SalonList />;
}

function SalonList() {
  const { t } = useTranslation('backoffice');
  const salons = useAdminSalons();
  if (!salons.data) return <Loading error={salons.error} />;
  return (
    <div className={styles.section}>
      <h1 className={styles.heading}>{t('sections.salons')}</h1>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('form.name')}</th>
            <th>{t('form.address')}</th>
            <th>{t('form.bookManyPeople')}</th>
          </tr>
        </thead>
        <tbody>
          {salons.data.map((s) => (
            <tr key={s.id}>
              <td>{s.id}</td>
              <td>
                <Link className={styles.link} to={`${BASE}/${s.id}`}>
                  {s.name}
                </Link>
              </td>
              <td>{s.address}</td>
              <td>{t(`salons.many.${s.bookManyPeople}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SalonLoader({ id }: { id: number }) {
  const salon = useAdminSalon(id);
  return salon.data ? <SalonEditor salon={salon.data} /> : <Loading error={salon.error} />;
}

function SalonEditor({ salon }: { salon: TAdminSalon }) {
  const { t } = useTranslation('backoffice');
  const save = useSaveSalon(salon.id);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => formText(form, name);
    save.mutate({
      name: text('name'),
      address: text('address'),
      addressNew: text('addressNew') || null,
      latitude: Number(text('latitude')),
      longitude: Number(text('longitude')),
      openingDate: text('openingDate') || null,
      openMinute: hhMmToMinutes(text('open')),
      closeMinute: hhMmToMinutes(text('close')),
      parking: form.get('parking') === 'on',
      businessClass: form.get('businessClass') === 'on',
      bookManyPeople: text('bookManyPeople') as (typeof MANY)[number],
      selectConsultation: form.get('selectConsultation') === 'on',
    });
  };
  return (
    <div className={styles.section}>
      <BackLink to={BASE} />
      <h1 className={styles.heading}>{salon.name}</h1>
      <div className={styles.columns}>
        <div className={styles.section}>
          <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={salon.name}>
            <label className={styles.field}>
              {t('form.name')}
              <input className={styles.input} name="name" defaultValue={salon.name} maxLength={120} required />
            </label>
            <label className={styles.field}>
              {t('form.address')}
              <input className={styles.input} name="address" defaultValue={salon.address} maxLength={300} required />
            </label>
            <label className={styles.field}>
              {t('form.addressNew')}
              <input className={styles.input} name="addressNew" defaultValue={salon.addressNew ?? ''} maxLength={300} />
            </label>
            <div className={styles.row}>
              <label className={styles.field}>
                {t('form.latitude')}
                <input className={styles.input} type="number" name="latitude" step="any" min={8} max={24} defaultValue={salon.latitude} required />
              </label>
              <label className={styles.field}>
                {t('form.longitude')}
                <input className={styles.input} type="number" name="longitude" step="any" min={102} max={118} defaultValue={salon.longitude} required />
              </label>
              <label className={styles.field}>
                {t('form.openingDate')}
                <input className={styles.input} type="date" name="openingDate" defaultValue={salon.openingDate ?? ''} />
              </label>
            </div>
            <div className={styles.row}>
              <label className={styles.field}>
                {t('form.open')}
                <input className={styles.input} type="time" name="open" defaultValue={minutesToHhMm(salon.openMinute)} required />
              </label>
              <label className={styles.field}>
                {t('form.close')}
                <input className={styles.input} type="time" name="close" defaultValue={minutesToHhMm(salon.closeMinute)} required />
              </label>
              <label className={styles.field}>
                {t('form.bookManyPeople')}
                <select className={styles.input} name="bookManyPeople" defaultValue={salon.bookManyPeople}>
                  {MANY.map((m) => (
                    <option key={m} value={m}>
                      {t(`salons.many.${m}`)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <label className={styles.row}>
              <input type="checkbox" name="parking" defaultChecked={salon.parking} className={styles.button} /> {t('form.parking')}
            </label>
            <label className={styles.row}>
              <input type="checkbox" name="businessClass" defaultChecked={salon.businessClass} className={styles.button} /> {t('form.businessClass')}
            </label>
            <label className={styles.row}>
              <input type="checkbox" name="selectConsultation" defaultChecked={salon.selectConsultation} className={styles.button} />{' '}
              {t('form.selectConsultation')}
            </label>
            <SaveButton pending={save.isPending} />
            <SaveStatus state={save} />
          </form>
          <SalonMediaPanel salon={salon} />
          <SalonDaysOffPanel salon={salon} />
        </div>
        <EntityHistory entity="salon" entityId={salon.id} />
      </div>
    </div>
  );
}
