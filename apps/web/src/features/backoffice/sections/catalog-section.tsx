import type { TAdminService } from '@shine/shared/schemas/backoffice';
import { formatVnd } from '@shine/shared/rules/money';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useAdminServices, useSaveService, useSetSpecialDay } from '../api/admin-data';
import { EntityHistory } from '../components/entity-history';
import { BackLink, Loading, SaveButton, SaveStatus } from '../components/save-status';
import { readVnd } from '../model/admin-context';
import styles from '../components/backoffice.module.css';

const BASE = '/quan-tri/dich-vu';

/** Services: names (vi/en), price, struck price, special-day prices; the customer site follows at its next load. */
export function Section({ path }: { path: string }) {
  const { t } = useTranslation('backoffice');
  const services = useAdminServices();
  if (!services.data) return <Loading error={services.error} />;
  const id = Number(path.split('/')[0]);
  const service = services.data.find((s) => s.id === id);
  if (service) return <ServiceEditor service={service} />;
  return (
    <div className={styles.section}>
      <h1 className={styles.heading}>{t('sections.catalog')}</h1>
      <p className={styles.muted}>{t('catalog.intro')}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('form.name')}</th>
            <th>{t('form.price')}</th>
            <th>{t('form.oldPrice')}</th>
            <th>{t('catalog.specialDays')}</th>
          </tr>
        </thead>
        <tbody>
          {services.data.map((s) => (
            <tr key={s.id}>
              <td>
                <Link className={styles.link} to={`${BASE}/${s.id}`}>
                  {s.name}
                </Link>
                {s.discontinued ? ` (${t('form.discontinued')})` : ''}
              </td>
              <td>{formatVnd(s.price)}</td>
              <td>{s.oldPrice !== null ? formatVnd(s.oldPrice) : '—'}</td>
              <td>{s.specialDays.length}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ServiceEditor({ service }: { service: TAdminService }) {
  const { t } = useTranslation('backoffice');
  const save = useSaveService();
  const special = useSetSpecialDay();
  const [formError, setFormError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const price = readVnd(form.get('price')) ?? 0;
    const oldPrice = readVnd(form.get('oldPrice'));
    if (oldPrice !== null && oldPrice <= price) return setFormError(t('catalog.strikeError'));
    setFormError(null);
    save.mutate({
      id: service.id,
      name: String(form.get('name') ?? '').trim(),
      nameEn: String(form.get('nameEn') ?? '').trim(),
      price,
      oldPrice,
      discontinued: form.get('discontinued') === 'on',
    });
  };
  const addSpecial = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    special.mutate({ id: service.id, date: String(form.get('date')), price: readVnd(form.get('price')) });
  };
  return (
    <div className={styles.section}>
      <BackLink to={BASE} />
      <h1 className={styles.heading}>{service.name}</h1>
      <div className={styles.columns}>
        <div className={styles.section}>
          <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={service.name}>
            <label className={styles.field}>
              {t('form.name')}
              <input className={styles.input} name="name" defaultValue={service.name} maxLength={120} required />
            </label>
            <label className={styles.field}>
              {t('form.nameEn')}
              <input className={styles.input} name="nameEn" defaultValue={service.nameEn} maxLength={120} required />
            </label>
            <label className={styles.field}>
              {t('form.price')}
              <input className={styles.input} name="price" inputMode="numeric" defaultValue={service.price} required />
            </label>
            <label className={styles.field}>
              {t('form.oldPrice')}
              <input className={styles.input} name="oldPrice" inputMode="numeric" defaultValue={service.oldPrice ?? ''} />
            </label>
            <label className={styles.row}>
              <input type="checkbox" name="discontinued" defaultChecked={service.discontinued} className={styles.button} /> {t('form.discontinued')}
            </label>
            <SaveButton pending={save.isPending} />
            <SaveStatus state={save} formError={formError} />
          </form>
          <section className={styles.panel} aria-label={t('catalog.specialDays')}>
            <h2 className={styles.subheading}>{t('catalog.specialDays')}</h2>
            {service.specialDays.length === 0 ? (
              <p className={styles.muted}>{t('catalog.noSpecialDays')}</p>
            ) : (
              <ul className={styles.history}>
                {service.specialDays.map((d) => (
                  <li key={d.date} className={styles.row}>
                    {d.date}: {formatVnd(d.price)}
                    <button
                      type="button"
                      className={`btn btn-outline ${styles.button}`}
                      onClick={() => special.mutate({ id: service.id, date: d.date, price: null })}
                    >
                      {t('catalog.removeSpecial')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <form className={styles.row} onSubmit={addSpecial}>
              <label className={styles.field}>
                {t('form.date')}
                <input className={styles.input} type="date" name="date" required />
              </label>
              <label className={styles.field}>
                {t('form.price')}
                <input className={styles.input} name="price" inputMode="numeric" required />
              </label>
              <button type="submit" className={`btn btn-outline ${styles.button}`} disabled={special.isPending}>
                {t('catalog.setSpecial')}
              </button>
            </form>
            <SaveStatus state={special} />
          </section>
        </div>
        <EntityHistory entity="service" entityId={service.id} />
      </div>
    </div>
  );
}
