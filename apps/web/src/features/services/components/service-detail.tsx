import { formatVnd } from '@shine/shared/rules/money';
import type { TServiceDetail } from '@shine/shared/schemas/catalog';
import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useServiceDetail } from '../api/get-service-detail';
import { chooseVersion, detailAdd, detailAddOns, initialDetailChoice, toggleAddOn, visibleAddOns, type DetailChoice } from '../model/selection';
import type { ChosenService, ServiceLang, ServiceTextSet } from '../types';
import { DetailBanners } from './detail-banners';
import styles from './service-detail.module.css';

interface Props {
  salonId: number;
  groupId: number;
  lang: ServiceLang;
  texts: ServiceTextSet;
  chosen: ChosenService[];
  catalogue: ChosenService[];
  onAdded(next: ChosenService[]): void;
}

/** Step 3: banners, title, content, tags, the version picker (choose 1), add-ons (optional) and add. */
export function ServiceDetail({ salonId, groupId, lang, texts, chosen, catalogue, onAdded }: Props) {
  const query = useServiceDetail({ salonId, groupId, lang });
  if (query.isPending) {
    return (
      <div className={styles.detail} aria-busy="true">
        <Skeleton ratio="16 / 10" radius={14} />
        <Skeleton height={28} width="70%" />
        <Skeleton height={64} />
        <Skeleton height={140} radius={14} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.detail}>
        <button type="button" className="btn btn-outline" onClick={() => void query.refetch()}>
          {texts.text('loadFailed')}
        </button>
      </div>
    );
  }
  return <DetailBody detail={query.data} texts={texts} chosen={chosen} catalogue={catalogue} onAdded={onAdded} />;
}

function DetailBody({ detail, texts, chosen, catalogue, onAdded }: { detail: TServiceDetail } & Omit<Props, 'salonId' | 'groupId' | 'lang'>) {
  const { text } = texts;
  const [choice, setChoice] = useState<DetailChoice>(() => initialDetailChoice(detail, chosen));
  const [border, setBorder] = useState(0);
  const allAddOns = detailAddOns(detail);
  const addOns = visibleAddOns(allAddOns, choice.versionId);
  const version = detail.services.find((s) => s.serviceId === choice.versionId);
  const sum = (version?.priceNum ?? 0) + allAddOns.filter((a) => choice.addOnIds.includes(a.serviceId)).reduce((t, a) => t + a.priceNum, 0);

  const add = () => {
    const outcome = detailAdd(chosen, detail, choice, catalogue);
    if (outcome.kind === 'border') setBorder((n) => n + 1);
    else onAdded(outcome.next);
  };

  return (
    <div className={`${styles.detail} ${detail.banners.length > 0 ? styles.split : ''}`} data-testid="service-detail">
      {detail.banners.length > 0 && (
        <div className={styles.media}>
          <DetailBanners banners={detail.banners} title={detail.title} msg={texts.msg} />
        </div>
      )}
      <div className={styles.info}>
        <h2 className={styles.title}>{detail.title}</h2>
        {detail.tags.length > 0 && (
          <p className={styles.tags}>
            {detail.tags.map((tag) => (
              <span key={tag}>{tag}</span>
            ))}
          </p>
        )}
        {detail.titleContent && <p className={styles.content}>{detail.titleContent}</p>}

        <fieldset className={styles.block}>
          <legend>{text('versions')}</legend>
          <div className={styles.options}>
            {detail.services.map((s) => (
              <label key={s.serviceId} className={styles.option}>
                <input
                  type="radio"
                  name={`service-version-${detail.groupId}`}
                  checked={choice.versionId === s.serviceId}
                  onChange={() => setChoice(chooseVersion(choice, s.serviceId, detail))}
                />
                <span className={styles.optionText}>
                  <strong>{s.versionName ?? s.name}</strong>
                  {s.subtitle && <small>{s.subtitle}</small>}
                  <small>{text('minutes', { count: s.timeServe })}</small>
                </span>
                <span className={styles.optionPrice}>
                  <strong>{formatVnd(s.priceNum)}</strong>
                  {s.oldPriceNum !== null && s.oldPriceNum > s.priceNum && <s>{formatVnd(s.oldPriceNum)}</s>}
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        {addOns.length > 0 && (
          <fieldset className={styles.block}>
            <legend>{text('addOns')}</legend>
            <div className={styles.options}>
              {addOns.map((a) => (
                <label key={a.serviceId} className={styles.option}>
                  <input type="checkbox" checked={choice.addOnIds.includes(a.serviceId)} onChange={() => setChoice(toggleAddOn(choice, a.serviceId, detail))} />
                  <span className={styles.optionText}>
                    <strong>{a.title}</strong>
                    {a.subtitle && <small>{a.subtitle}</small>}
                  </span>
                  <span className={styles.optionPrice}>
                    <strong>{formatVnd(a.priceNum)}</strong>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}

        <div className={styles.addBar}>
          <button
            key={border}
            type="button"
            className={`btn btn-accent ${styles.add} ${border > 0 ? styles.border : ''}`}
            onClick={add}
            data-testid="detail-add"
          >
            {text('add')}
            {version && <span className={styles.sum}>{formatVnd(sum)}</span>}
          </button>
        </div>
      </div>
    </div>
  );
}
