import { formatVnd } from '@shine/shared/rules/money';
import type { TServiceGroup } from '@shine/shared/schemas/catalog';
import { useState } from 'react';
import { chosenVersionId } from '../model/catalogue';
import type { ServiceDisplay } from '../model/prefs';
import { groupAdd, pickVersion } from '../model/selection';
import type { ChosenService, ServiceText } from '../types';
import { ServiceImage } from './service-image';
import styles from './group-card.module.css';

interface Props {
  group: TServiceGroup;
  display: ServiceDisplay;
  text: ServiceText;
  chosen: ChosenService[];
  catalogue: ChosenService[];
  onChosenChange(next: ChosenService[]): void;
  onOpenDetail(groupId: number): void;
}

/**
 * A service group: picture, name, the version boxes when it has several, price and the add button
 * (spec §4: one version toggles directly; several need a box selected, else the boxes flash).
 */
export function GroupCard({ group, display, text, chosen, catalogue, onChosenChange, onOpenDetail }: Props) {
  const versions = group.services;
  const chosenId = chosenVersionId(chosen, versions);
  const [picked, setPicked] = useState<number | null>(null);
  const [flash, setFlash] = useState(0);
  const selectedId = chosenId ?? picked;
  const shown = versions.find((s) => s.serviceId === selectedId) ?? (versions.length === 1 ? versions[0] : undefined);
  const cover = shown ?? versions[0];
  const several = versions.length > 1;
  const isChosen = chosenId !== null;

  const add = () => {
    const outcome = groupAdd(chosen, versions, selectedId, catalogue);
    if (outcome.kind === 'flash') return setFlash((n) => n + 1);
    if (isChosen) setPicked(chosenId);
    onChosenChange(outcome.next);
  };
  const pick = (serviceId: number) => {
    setPicked(serviceId);
    const next = pickVersion(chosen, versions, serviceId, catalogue);
    if (next) onChosenChange(next);
  };
  const detail = group.hasDetail ? () => onOpenDetail(group.groupId) : undefined;

  return (
    <article
      className={`${styles.card} ${display === 'grid' ? styles.tile : styles.row} ${isChosen ? styles.chosen : ''}`}
      data-testid="service-group"
      data-group-id={group.groupId}
    >
      {detail ? (
        <button type="button" className={styles.media} onClick={detail} aria-label={`${text('detail')}: ${group.groupName}`}>
          <ServiceImage src={cover?.serviceImage ?? null} />
        </button>
      ) : (
        <span className={styles.media}>
          <ServiceImage src={cover?.serviceImage ?? null} />
        </span>
      )}
      <div className={styles.body}>
        <h3 className={styles.name}>{group.groupName}</h3>
        {shown?.subtitle && <p className={styles.sub}>{shown.subtitle}</p>}
        <p className={styles.meta}>
          {shown && <span>{text('minutes', { count: shown.timeServe })}</span>}
          {(shown ?? cover)?.tags.map((tag) => (
            <span key={tag} className={styles.tag}>
              {tag}
            </span>
          ))}
        </p>
        {several && (
          <div key={flash} className={`${styles.versions} ${flash > 0 ? styles.flash : ''}`} role="radiogroup" aria-label={text('versions')}>
            {versions.map((s) => (
              <button
                key={s.serviceId}
                type="button"
                role="radio"
                aria-checked={selectedId === s.serviceId}
                className={styles.version}
                onClick={() => pick(s.serviceId)}
              >
                <span>{s.versionName ?? s.name}</span>
                <strong>{formatVnd(s.priceNum)}</strong>
              </button>
            ))}
          </div>
        )}
        <div className={styles.foot}>
          {shown && (
            <p className={styles.price}>
              <strong>{formatVnd(shown.priceNum)}</strong>
              {shown.oldPriceNum !== null && shown.oldPriceNum > shown.priceNum && <s>{formatVnd(shown.oldPriceNum)}</s>}
            </p>
          )}
          <div className={styles.actions}>
            {detail && (
              <button type="button" className={styles.link} onClick={detail}>
                {text('detail')}
              </button>
            )}
            <button type="button" className={`${styles.add} ${isChosen ? styles.added : ''}`} aria-pressed={isChosen} onClick={add} data-testid="group-add">
              {isChosen ? `✓ ${text('added')}` : text('add')}
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}
