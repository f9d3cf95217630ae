import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ImageReportsPanel } from '../../floor';
import { useAdminSalons } from '../api/admin-data';
import { Loading } from '../components/save-status';
import styles from '../components/backoffice.module.css';

/** Photos customers reported as not theirs, per salon: the floor's panel (remove from his history, or keep). */
export function Section() {
  const { t } = useTranslation('backoffice');
  const salons = useAdminSalons();
  const [salonId, setSalonId] = useState<number | null>(null);
  if (!salons.data) return <Loading error={salons.error} />;
  const chosen = salonId ?? salons.data[0]?.id ?? null;
  return (
    <div className={styles.section}>
      <h1 className={styles.heading}>{t('sections.imageReports')}</h1>
      <label className={styles.field}>
        {t('inbox.chooseSalon')}
        <select className={styles.input} value={chosen ?? ''} onChange={(event) => setSalonId(Number(event.target.value))}>
          {salons.data.map((s) => (
            <option key={s.id} value={s.id}>
              {s.id} · {s.name}
            </option>
          ))}
        </select>
      </label>
      {chosen !== null && <ImageReportsPanel key={chosen} salonId={chosen} />}
    </div>
  );
}
