import { formatVnd } from '@shine/shared/rules/money';
import { removeService } from '@shine/shared/rules/service-selection';
import { useId, useState } from 'react';
import { ChevronRightIcon, CloseIcon } from '../../../components/ui/icons';
import { nameIn, useServiceLang } from '../../../lib/service-lang';
import { usePrice } from '../api/get-price';
import { canFinish, chosenTotals } from '../model/catalogue';
import type { ChosenCampaign, ChosenService, ServiceTextSet } from '../types';
import styles from './sticky-bar.module.css';

interface Props {
  texts: ServiceTextSet;
  salonId: number;
  dateBook: string;
  chosen: ChosenService[];
  onRemove(next: ChosenService[]): void;
  allowChange: boolean;
  onAllowChangeChange(v: boolean): void;
  selectConsultation: boolean;
  campaign: ChosenCampaign | null;
  onOpenVouchers(): void;
  onDone(): void;
}

/** Spec §2 sticky bar: count with the expandable list, voucher row, allow-change, total and Done. */
export function StickyBar(props: Props) {
  const { texts, chosen, campaign } = props;
  const { text, msg } = texts;
  const lang = useServiceLang();
  const [open, setOpen] = useState(false);
  const listId = useId();
  // Asked only when a campaign is chosen; without one the list prices are the totals.
  const price = usePrice(
    { salonId: props.salonId, dateBook: props.dateBook, serviceIds: chosen.map((s) => s.serviceId), campaignId: campaign?.campaignId ?? null },
    { enabled: Boolean(campaign) },
  );
  // The server prices the campaign; without one (or when it does not apply) the list prices are the total.
  const priced = campaign && price.data && !price.isError && chosen.length > 0 ? { total: price.data.newTotal, oldTotal: price.data.oldTotal } : null;
  const { total, oldTotal } = priced ?? chosenTotals(chosen);
  const enabled = canFinish(chosen.length, props.allowChange);

  return (
    <div className={styles.bar} data-testid="sticky-bar">
      {open && chosen.length > 0 && (
        <ul id={listId} className={styles.selected}>
          {chosen.map((s) => (
            <li key={s.serviceId}>
              <span className={styles.itemName}>{nameIn(lang, s)}</span>
              <span className={styles.itemPrice}>{formatVnd(s.priceNum)}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={text('remove', { name: nameIn(lang, s) })}
                onClick={() => props.onRemove(removeService(chosen, s.serviceId))}
              >
                <CloseIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.line}>
        <button
          type="button"
          className={styles.count}
          aria-expanded={open && chosen.length > 0}
          aria-controls={listId}
          disabled={chosen.length === 0}
          onClick={() => setOpen(!open)}
          data-testid="selected-count"
        >
          {text('selected', { count: chosen.length })}
          <ChevronRightIcon size={16} className={open ? styles.up : styles.down} />
        </button>
        {props.salonId > 0 && (
          <button type="button" className={styles.voucher} onClick={props.onOpenVouchers} data-testid="voucher-row">
            <span className={styles.voucherLabel}>{text('voucher')}</span>
            <span className={styles.voucherName}>{campaign ? nameIn(lang, campaign) : text('voucherNone')}</span>
            <ChevronRightIcon size={16} />
          </button>
        )}
      </div>
      {props.selectConsultation && (
        <label className={styles.allow}>
          <input type="checkbox" checked={props.allowChange} onChange={(e) => props.onAllowChangeChange(e.target.checked)} />
          <span>{text('allowChange')}</span>
        </label>
      )}
      <div className={styles.line}>
        {enabled || chosen.length > 0 ? (
          <p className={styles.total}>
            <span>{text('total')}</span>
            <strong data-testid="service-total">{formatVnd(total)}</strong>
            {oldTotal > total && <s data-testid="service-old-total">{formatVnd(oldTotal)}</s>}
          </p>
        ) : (
          <p className={styles.hint}>{msg('service.noneChosen')}</p>
        )}
        <button type="button" className={`btn btn-accent ${styles.done}`} disabled={!enabled} onClick={props.onDone} data-testid="service-done">
          {text('done')}
        </button>
      </div>
    </div>
  );
}
