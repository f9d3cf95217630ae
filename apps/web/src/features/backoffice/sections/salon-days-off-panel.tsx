import { MAX_BACKUP_SALONS } from '@shine/shared/rules/salon-media';
import type { TAdminSalon } from '@shine/shared/schemas/backoffice';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSetDayOff } from '../api/admin-data';
import { SaveButton, SaveStatus } from '../components/save-status';
import styles from '../components/backoffice.module.css';
import offers from './offers/offers.module.css';
import media from './salon-media.module.css';

const shown = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The salon's coming days off: each with the customers' message and the backup salons their closed-salon popup
 * offers (none named: the nearest open ones); a range closed in one go, a day opened again.
 */
export function SalonDaysOffPanel({ salon }: { salon: TAdminSalon }) {
  const { t } = useTranslation('backoffice');
  const dayOff = useSetDayOff(salon.id);
  const [picked, setPicked] = useState<number[]>([]);
  const names = new Map(salon.backupCandidates.map((c) => [c.id, c.name]));
  const toggle = (id: number, on: boolean) => setPicked((list) => (on ? [...list, id] : list.filter((x) => x !== id)));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const to = String(data.get('to') ?? '');
    dayOff.mutate(
      { from: String(data.get('from')), to: to || undefined, off: true, message: String(data.get('message') ?? '').trim(), backupSalonIds: picked },
      {
        onSuccess: () => {
          form.reset();
          setPicked([]);
        },
      },
    );
  };
  return (
    <section className={styles.panel} aria-labelledby="salon-days-off-title" data-testid="salon-days-off">
      <h2 id="salon-days-off-title" className={styles.subheading}>
        {t('salons.daysOff')}
      </h2>
      {salon.daysOff.length === 0 ? (
        <p className={styles.muted}>{t('salons.noDaysOff')}</p>
      ) : (
        <ul className={styles.history}>
          {salon.daysOff.map((d) => (
            <li key={d.date} className={media.dayOff}>
              <strong>{shown(d.date)}</strong> {d.message}
              <span className={styles.muted}>
                {d.backupSalonIds.length > 0
                  ? t('salonExtras.daysOff.backupList', { names: d.backupSalonIds.map((id) => names.get(id) ?? `#${id}`).join(', ') })
                  : t('salonExtras.daysOff.nearest')}
              </span>
              <button
                type="button"
                className={`btn btn-outline ${styles.button}`}
                onClick={() => dayOff.mutate({ from: d.date, off: false })}
                disabled={dayOff.isPending}
                aria-label={`${t('salons.reopen')} ${shown(d.date)}`}
              >
                {t('salons.reopen')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.form} onSubmit={submit} aria-label={t('salons.addDayOff')}>
        <div className={styles.row}>
          <label className={styles.field}>
            {t('salonExtras.daysOff.from')}
            <input className={styles.input} type="date" name="from" required />
          </label>
          <label className={styles.field}>
            {t('salonExtras.daysOff.to')}
            <input className={styles.input} type="date" name="to" />
          </label>
          <label className={`${styles.field} ${media.grow}`}>
            {t('form.message')}
            <input className={styles.input} name="message" maxLength={300} />
          </label>
        </div>
        <fieldset className={offers.picker}>
          <legend>{t('salonExtras.daysOff.backups')}</legend>
          <div className={`${offers.pickerList} ${media.backupList}`}>
            {salon.backupCandidates.map((c) => (
              <label key={c.id} className={offers.check}>
                <input
                  type="checkbox"
                  checked={picked.includes(c.id)}
                  disabled={!picked.includes(c.id) && picked.length >= MAX_BACKUP_SALONS}
                  onChange={(event) => toggle(c.id, event.currentTarget.checked)}
                />
                <span>
                  {c.name} · {t('salonExtras.daysOff.km', { km: c.distance })}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <p className={styles.muted}>{t('salonExtras.daysOff.backupsHint')}</p>
        <div className={styles.row}>
          <SaveButton pending={dayOff.isPending} label={t('salons.addDayOff')} />
        </div>
      </form>
      <SaveStatus state={dayOff} />
    </section>
  );
}
