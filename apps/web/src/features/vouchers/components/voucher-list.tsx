import { campaignThumbOf } from '@shine/shared/rules/campaign-picture';
import type { TCampaignItem } from '@shine/shared/schemas/campaign';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useServiceLang } from '../../../lib/service-lang';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from './voucher-list.module.css';

const FALLBACK_IMAGE = '/images/fallback.svg';

function Thumb({ src }: { src: string | null }) {
  const [broken, setBroken] = useState(false);
  // An uploaded campaign picture has a 240 px file for this 96 px box (rules/campaign-picture).
  return (
    <img
      className={styles.image}
      src={broken || !src ? FALLBACK_IMAGE : campaignThumbOf(src)}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}

interface Props {
  items: TCampaignItem[];
  loading: boolean;
  pendingId: number | null;
  onToggle(item: TCampaignItem): void;
  onOpenDetail(id: number): void;
}

/** Offers of a tab: image, name, expiry, a checkbox for valid ones (the others show why not), conditions link. */
export function VoucherList({ items, loading, pendingId, onToggle, onOpenDetail }: Props) {
  const lang = useServiceLang();
  const { t: text } = useTranslation('vouchers', { lng: lang });
  const { t: msg } = useTranslation('messages', { lng: lang });
  if (loading) {
    return (
      <div className={styles.list} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={96} radius={14} />
        ))}
      </div>
    );
  }
  if (items.length === 0) return <p className={styles.empty}>{msg('service.noResults')}</p>;
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const checked = pendingId === item.campaignId;
        return (
          <li
            key={item.campaignId}
            className={`${styles.item} ${checked ? styles.checked : ''} ${item.valid ? '' : styles.invalid}`}
            data-testid="voucher-item"
            data-campaign-id={item.campaignId}
          >
            <Thumb src={item.image ?? item.imageUrl} />
            <div className={styles.body}>
              <strong className={styles.name}>{item.name}</strong>
              <span className={styles.expire}>{text('expire', { date: item.expire })}</span>
              {!item.valid && item.message && <span className={styles.message}>{item.message}</span>}
              <button type="button" className={styles.link} onClick={() => onOpenDetail(item.campaignId)}>
                {text('conditions')}
              </button>
            </div>
            {item.valid && (
              <input
                type="checkbox"
                className={styles.check}
                checked={checked}
                onChange={() => onToggle(item)}
                aria-label={text('choose', { name: item.name })}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
