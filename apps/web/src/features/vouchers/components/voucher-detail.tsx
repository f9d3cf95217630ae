import type { TCampaignService } from '@shine/shared/schemas/campaign';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ChosenService } from '../../services';
import { useRewardDetail } from '../api/get-reward-detail';
import { canChooseCampaign, chosenCampaign } from '../model/campaigns';
import { useServiceLang } from '../../../lib/service-lang';
import styles from './voucher-detail.module.css';

const FALLBACK_IMAGE = '/images/fallback.svg';

interface Props {
  campaignId: number;
  salonId: number;
  dateBook: string;
  chosen: ChosenService[];
  onChoose(c: { campaignId: number; name: string; nameEn?: string }): void;
}

function Services({ title, services, chosenIds }: { title: string; services: TCampaignService[]; chosenIds: number[] }) {
  if (services.length === 0) return null;
  return (
    <section className={styles.section}>
      <h3>{title}</h3>
      <ul className={styles.services}>
        {services.map((s) => (
          <li key={s.id} className={chosenIds.includes(s.id) ? styles.selected : undefined}>
            <span>{s.name}</span>
            <span className={styles.price}>
              <strong>{s.price}</strong>
              {s.originPriceNum > s.priceNum && <s>{s.originPrice}</s>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Step 5: the offer in full; 'Chọn ưu đãi' only when a related service is chosen (or none listed). */
export function VoucherDetail({ campaignId, salonId, dateBook, chosen, onChoose }: Props) {
  // Steps 4-5 speak the language of the service step's VIE/ENG menu.
  const lang = useServiceLang();
  const { t: text } = useTranslation('vouchers', { lng: lang });
  const { t: msg } = useTranslation('messages', { lng: lang });
  const chosenIds = chosen.map((s) => s.serviceId);
  const query = useRewardDetail({ campaignId, salonId, serviceIds: chosenIds, dateBook, lang });
  const [broken, setBroken] = useState(false);

  if (query.isPending || query.isError) {
    return (
      <div className={styles.detail} aria-busy={query.isPending}>
        <Skeleton ratio="16 / 9" radius={14} />
        <Skeleton height={28} width="70%" />
        <Skeleton height={120} />
      </div>
    );
  }
  const d = query.data;
  const enabled = canChooseCampaign(d, chosenIds);
  const image = d.image ?? d.imageUrl;
  const rows: [string, string][] = [
    [text('validity'), d.validity],
    ...(d.remainUsage !== null ? ([[text('remainUsage'), String(d.remainUsage)]] as [string, string][]) : []),
    [text('paymentMethod'), d.paymentMethod],
    [text('salons'), d.allSalons || d.salonApplies.length === 0 ? text('allSalons') : d.salonApplies.map((s) => s.name).join(', ')],
    ...(d.codes.length > 0 ? ([[text('code'), d.codes.join(', ')]] as [string, string][]) : []),
  ];

  return (
    <div className={styles.detail} data-testid="voucher-detail">
      <img className={styles.image} src={broken || !image ? FALLBACK_IMAGE : image} alt="" onError={() => setBroken(true)} />
      <h2 className={styles.name}>{d.name}</h2>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {/* condition and effect are cleaned by the API (campaignBody policy, apps/api/src/lib/html-policies.ts). */}
      <section className={styles.section}>
        <h3>{text('condition')}</h3>
        <div className={styles.html} dangerouslySetInnerHTML={{ __html: d.condition }} />
      </section>
      <section className={styles.section}>
        <h3>{text('effect')}</h3>
        <div className={styles.html} dangerouslySetInnerHTML={{ __html: d.effect }} />
      </section>
      <Services title={text('serviceConditions')} services={d.serviceConditions} chosenIds={chosenIds} />
      <Services title={text('serviceApplies')} services={d.serviceApplies} chosenIds={chosenIds} />
      <div className={styles.footer}>
        {!enabled && d.message && <p className={styles.message}>{d.message}</p>}
        <button
          type="button"
          className={`btn btn-accent ${styles.choose}`}
          disabled={!enabled}
          onClick={() => onChoose(chosenCampaign(d))}
          data-testid="voucher-choose"
        >
          {msg('voucher.choose')}
        </button>
      </div>
    </div>
  );
}
