import type { TAdminWheel } from '@shine/shared/schemas/offers';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { useSaveWheelPrizes, useWheels } from '../../api/offers-data';
import { EntityHistory } from '../../components/entity-history';
import { Loading, SaveButton, SaveStatus } from '../../components/save-status';
import { showDate } from '../../model/offer-time';
import styles from '../../components/backoffice.module.css';
import offers from './offers.module.css';

/** Every wheel with its prizes' weights and stock. */
export function WheelsPanel() {
  const { t } = useTranslation('backoffice');
  const wheels = useWheels();
  if (!wheels.data) return <Loading error={wheels.error} />;
  return (
    <>
      <p className={styles.muted}>{t('offers.wheel.intro')}</p>
      {wheels.data.map((w) => (
        <WheelEditor key={w.id} wheel={w} />
      ))}
    </>
  );
}

type Row = { id: number; weight: string; stock: string };
const wholeOrEmpty = (v: string) => v.trim() === '' || /^\d+$/.test(v.trim());

function WheelEditor({ wheel }: { wheel: TAdminWheel }) {
  const { t } = useTranslation('backoffice');
  const save = useSaveWheelPrizes();
  const [rows, setRows] = useState<Row[]>(() =>
    wheel.prizes.map((p) => ({ id: p.id, weight: String(p.weight), stock: p.stock === null ? '' : String(p.stock) })),
  );
  const [formError, setFormError] = useState<string | null>(null);
  const total = rows.reduce((sum, r) => sum + (Number(r.weight) || 0), 0);
  const set = (id: number, field: 'weight' | 'stock', value: string) => setRows((all) => all.map((r) => (r.id === id ? { ...r, [field]: value } : r)));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rows.some((r) => !wholeOrEmpty(r.stock) || !/^\d+$/.test(r.weight.trim()))) return setFormError(t('offers.wheel.stockError'));
    if (total <= 0) return setFormError(t('offers.wheel.weightsZero'));
    setFormError(null);
    save.mutate({ id: wheel.id, prizes: rows.map((r) => ({ id: r.id, weight: Number(r.weight), stock: r.stock.trim() === '' ? null : Number(r.stock) })) });
  };
  const title = t('offers.wheel.title', { name: wheel.name });
  return (
    <div className={styles.columns}>
      <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={title}>
        <h2 className={styles.subheading}>{title}</h2>
        <p className={styles.muted}>
          {showDate(wheel.startDate)} → {showDate(wheel.endDate)}
        </p>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('offers.wheel.prize')}</th>
              <th>{t('offers.wheel.weight')}</th>
              <th>{t('offers.wheel.chance')}</th>
              <th>{t('offers.wheel.stock')}</th>
              <th>{t('offers.wheel.awarded')}</th>
            </tr>
          </thead>
          <tbody>
            {wheel.prizes.map((p) => {
              const row = rows.find((r) => r.id === p.id)!;
              return (
                <tr key={p.id}>
                  <th scope="row">{p.name}</th>
                  <td>
                    <input
                      className={`${styles.input} ${offers.number}`}
                      inputMode="numeric"
                      aria-label={`${t('offers.wheel.weight')} · ${p.name}`}
                      value={row.weight}
                      onChange={(e) => set(p.id, 'weight', e.target.value)}
                    />
                  </td>
                  <td>{total > 0 ? `${((100 * (Number(row.weight) || 0)) / total).toFixed(1)}%` : '—'}</td>
                  <td>
                    {p.isConsolation ? (
                      <span className={styles.muted}>{t('offers.wheel.consolation')}</span>
                    ) : (
                      <input
                        className={`${styles.input} ${offers.number}`}
                        inputMode="numeric"
                        aria-label={`${t('offers.wheel.stock')} · ${p.name}`}
                        placeholder={t('offers.wheel.unlimited')}
                        value={row.stock}
                        onChange={(e) => set(p.id, 'stock', e.target.value)}
                      />
                    )}
                  </td>
                  <td>{p.awarded}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <SaveButton pending={save.isPending} />
        <SaveStatus state={save} formError={formError} />
      </form>
      <EntityHistory entity="wheel" entityId={wheel.id} />
    </div>
  );
}
