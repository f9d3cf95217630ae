import '../locales';
import { VOUCHER_TAB_CUSTOMER, VOUCHER_TAB_PROVIDER } from '@shine/shared/rules/constants';
import { formatVnd } from '@shine/shared/rules/money';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useAccessToken } from '../../../lib/auth-token';
import { useServiceLang } from '../../../lib/service-lang';
import { track } from '../../../lib/tracking';
import { useCampaignList } from '../api/get-campaign-list';
import { useLoggedInPhone } from '../use-logged-in-phone';
import { usePrice, type ChosenService } from '../../services';
import { codeClaim, customerTabView, toggleCampaign, type PendingCampaign } from '../model/campaigns';
import { CodeBox } from './code-box';
import { VoucherDetail } from './voucher-detail';
import { VoucherList } from './voucher-list';
import styles from './voucher-step.module.css';

type Campaign = { campaignId: number; name: string; nameEn?: string };

export interface VoucherStepProps {
  salonId: number;
  phone?: string;
  /** DD-MM-YYYY */
  dateBook: string;
  chosen: ChosenService[];
  campaign: Campaign | null;
  onApply(c: Campaign | null): void;
  /** Set: step 5, the detail of this campaign. */
  detailCampaignId: number | null;
  onOpenDetail(id: number | null): void;
  onRequireLogin(): void;
}

type TabKey = typeof VOUCHER_TAB_PROVIDER | typeof VOUCHER_TAB_CUSTOMER;

/** Steps 4 (offers: salon tab, own tab, code box with QR) and 5 (offer detail) of the booking wizard. */
export function VoucherStep(props: VoucherStepProps) {
  // Steps 4-5 speak the language of the service step's VIE/ENG menu, like steps 2-3.
  const lang = useServiceLang();
  const { t: text } = useTranslation('vouchers', { lng: lang });
  const { t: msg } = useTranslation('messages', { lng: lang });
  const token = useAccessToken();
  const me = useLoggedInPhone();
  const [tab, setTab] = useState<TabKey>(VOUCHER_TAB_PROVIDER);
  const [pending, setPending] = useState<PendingCampaign>(props.campaign);
  const serviceIds = props.chosen.map((s) => s.serviceId);

  const list = useCampaignList({
    salonId: props.salonId,
    serviceIds,
    campaignUsing: props.campaign?.campaignId ?? null,
    phone: props.phone,
    dateBook: props.dateBook,
    lang,
    token,
  });
  const price = usePrice({ salonId: props.salonId, dateBook: props.dateBook, serviceIds, campaignId: pending?.campaignId ?? null });

  if (props.detailCampaignId !== null) {
    return (
      <VoucherDetail
        key={props.detailCampaignId}
        campaignId={props.detailCampaignId}
        salonId={props.salonId}
        dateBook={props.dateBook}
        chosen={props.chosen}
        onChoose={props.onApply}
      />
    );
  }

  const view = customerTabView({ loggedIn: me.loggedIn, mePending: me.pending, mePhone: me.phone, bookingPhone: props.phone });
  const items = tab === VOUCHER_TAB_PROVIDER ? (list.data?.salon ?? []) : (list.data?.customer ?? []);
  const toggle = (item: Parameters<typeof toggleCampaign>[1]) => {
    const next = toggleCampaign(pending, item);
    setPending(next);
    // Unchecking the applied offer removes it at once: there is nothing left to apply.
    if (next === null && props.campaign && props.campaign.campaignId === item.campaignId) props.onApply(null);
  };
  const apply = () => {
    if (pending) props.onApply(pending);
    else track({ eventId: 'booking_apply_campaign_inactive', data: { step: 4 } });
  };
  const old = price.data?.oldTotal ?? 0;
  const total = price.data?.newTotal ?? 0;

  return (
    <div className={styles.step} lang={lang} data-testid="voucher-step">
      <CodeBox
        claim={codeClaim(view)}
        bookingPhone={props.phone ?? ''}
        onRequireLogin={props.onRequireLogin}
        onPhoneMismatch={() => setTab(VOUCHER_TAB_CUSTOMER)}
        onClaimed={() => setTab(VOUCHER_TAB_CUSTOMER)}
      />
      <div className={styles.tabs} role="tablist">
        {(
          [
            [VOUCHER_TAB_PROVIDER, text('tabSalon')],
            [VOUCHER_TAB_CUSTOMER, text('tabMine')],
          ] as const
        ).map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`voucher-tab-${key}`}
            aria-selected={tab === key}
            aria-controls="voucher-panel"
            className={styles.tab}
            data-tab-key={key}
            onClick={() => setTab(key)}
          >
            {label}
          </button>
        ))}
      </div>
      <div id="voucher-panel" role="tabpanel" aria-labelledby={`voucher-tab-${tab}`} className={styles.panel}>
        {tab === VOUCHER_TAB_CUSTOMER && view === 'login' ? (
          <div className={styles.notice}>
            <p>{text('loginPrompt')}</p>
            <button type="button" className="btn btn-dark" onClick={props.onRequireLogin} data-testid="voucher-login">
              {text('login')}
            </button>
          </div>
        ) : tab === VOUCHER_TAB_CUSTOMER && view === 'phoneMismatch' ? (
          <div className={styles.notice} role="status">
            <p>{msg('voucher.loginWithBookingPhone')}</p>
            <button type="button" className="btn btn-outline" onClick={props.onRequireLogin}>
              {text('login')}
            </button>
          </div>
        ) : (
          <VoucherList
            items={items}
            loading={list.isPending || (tab === VOUCHER_TAB_CUSTOMER && view === 'loading')}
            pendingId={pending?.campaignId ?? null}
            onToggle={toggle}
            onOpenDetail={props.onOpenDetail}
          />
        )}
      </div>
      <div className={styles.footer}>
        {pending && price.data && (
          <p className={styles.total}>
            <span>{text('total')}</span>
            <strong data-testid="voucher-total">{formatVnd(total)}</strong>
            {old > total && <s>{formatVnd(old)}</s>}
          </p>
        )}
        <button type="button" className={`btn btn-accent ${styles.apply}`} aria-disabled={!pending} onClick={apply} data-testid="voucher-apply">
          {msg('step.button.applyCampaign')}
        </button>
      </div>
    </div>
  );
}
