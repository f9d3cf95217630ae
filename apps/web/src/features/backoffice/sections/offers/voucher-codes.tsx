import { type FormEvent, useState } from 'react';
import { QrImage } from '../../../../components/ui/qr-image';
import { useTranslation } from '../../../../lib/i18n';
import { useGenerateCodes, useVoucherCodes } from '../../api/offers-data';
import { Loading, SaveButton, SaveStatus } from '../../components/save-status';
import styles from '../../components/backoffice.module.css';
import offers from './offers.module.css';

/** A campaign's voucher codes: generate a batch (the server makes them), pick one to show its QR. */
export function VoucherCodes({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation('backoffice');
  const codes = useVoucherCodes(campaignId);
  const generate = useGenerateCodes();
  const [shown, setShown] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    generate.mutate(
      { id: campaignId, count: Number(form.get('count')), maxClaims: Number(form.get('maxClaims')) },
      { onSuccess: (made) => setShown(made[0]?.code ?? null) },
    );
  };
  const current = codes.data?.find((c) => c.code === shown);
  return (
    <section className={styles.panel} aria-labelledby={`codes-${campaignId}`}>
      <h3 id={`codes-${campaignId}`} className={styles.subheading}>
        {t('offers.campaign.codes')}
      </h3>
      <form className={styles.row} onSubmit={submit} aria-label={t('offers.campaign.generate')}>
        <label className={styles.field}>
          {t('offers.campaign.count')}
          <input className={`${styles.input} ${offers.number}`} type="number" name="count" min={1} max={500} defaultValue={20} required />
        </label>
        <label className={styles.field}>
          {t('offers.campaign.maxClaims')}
          <input className={`${styles.input} ${offers.number}`} type="number" name="maxClaims" min={1} max={100_000} defaultValue={1} required />
        </label>
        <SaveButton pending={generate.isPending} label={t('offers.campaign.generate')} />
      </form>
      {generate.isSuccess ? (
        <p className={styles.success} role="status">
          {t('offers.campaign.generated', { count: generate.data.length })}
        </p>
      ) : (
        <SaveStatus state={generate} />
      )}
      {current && (
        <figure className={offers.qr} aria-label={t('offers.campaign.qrOf', { code: current.code })}>
          <QrImage text={current.code} size={180} alt={t('offers.campaign.qrOf', { code: current.code })} />
          <figcaption className={offers.qrCode}>{current.code}</figcaption>
          <span className={styles.muted}>
            {current.maxClaims === null
              ? t('offers.campaign.usedUnlimited', { claimed: current.claimed })
              : t('offers.campaign.used', { claimed: current.claimed, max: current.maxClaims })}
          </span>
        </figure>
      )}
      {!codes.data ? (
        <Loading error={codes.error} />
      ) : codes.data.length === 0 ? (
        <p className={styles.muted}>{t('offers.campaign.noCodes')}</p>
      ) : (
        <ul className={offers.codes}>
          {codes.data.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className={`btn ${c.code === shown ? 'btn-accent' : 'btn-outline'} ${styles.button} ${offers.code}`}
                aria-label={t('offers.campaign.showQr', { code: c.code })}
                aria-pressed={c.code === shown}
                onClick={() => setShown(c.code)}
              >
                {c.code}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
