import '../../locales';
import { formatVnd } from '@shine/shared';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ScissorsIcon } from '../../../../components/ui/icons';
import { Skeleton } from '../../../../components/ui/skeleton';
import { ApiError } from '../../../../lib/api-client';
import { nameIn } from '../../../../lib/service-lang';
import { usePrice } from '../../../services';
import { useBooking } from '../../hooks/booking-context';
import { serviceIds, serviceTotals } from '../../model/booking-selectors';
import type { BlockState } from '../../model/booking-types';
import { Block } from './block';
import styles from './main-screen.module.css';

/** Block 2: how many services are chosen and the total to pay, priced by the server with the offer. */
export function ServicesBlock({ blockState }: { blockState: BlockState }) {
  const { selection, ui, dispatch, track } = useBooking();
  // Step 0 speaks the site's language: the booking keeps both names of its services and offer.
  const { t, language } = useTranslation('booking');
  const { t: m } = useTranslation('messages');
  const ids = useMemo(() => serviceIds(selection.chosen), [selection.chosen]);
  const price = usePrice({ salonId: selection.salonId, dateBook: selection.dateBook, serviceIds: ids, campaignId: selection.campaign?.campaignId ?? null });
  const local = serviceTotals(selection.chosen);
  const total = price.data?.newTotal ?? local.total;
  const oldTotal = price.data?.oldTotal ?? local.oldTotal;
  const failure = price.error instanceof ApiError ? price.error : null;

  // A service change can make the offer invalid: it is dropped (spec §4 "Services change removes invalid campaigns").
  useEffect(() => {
    if (failure && selection.campaign && failure.code?.startsWith('CAMPAIGN')) dispatch({ type: 'campaignInvalid' });
  }, [failure, selection.campaign, dispatch]);

  const open = () => {
    track('click_choose_services');
    dispatch({ type: 'goStep', step: 2 });
  };
  const warning = ui.warnings.services ? m('service.noneChosen') : failure?.code === 'SERVICE_DISCONTINUED' ? m('service.discontinued') : null;

  return (
    <Block index={2} title={t('servicesBlock')} state={blockState} warning={warning} testId="block-services">
      {selection.salonId === 0 ? (
        <p className={styles.muted}>{m('booking.salonFirst')}</p>
      ) : (
        <>
          {selection.chosen.length > 0 ? (
            <div className={styles.services}>
              <p className={styles.caption}>{t('servicesChosen', { count: selection.chosen.length })}</p>
              <ul className={styles.serviceList}>
                {selection.chosen.map((service) => (
                  <li key={service.serviceId}>{nameIn(language, service)}</li>
                ))}
              </ul>
              {selection.campaign && <p className={styles.voucher}>{t('voucherApplied', { name: nameIn(language, selection.campaign) })}</p>}
              <p className={styles.total}>
                <span>{t('totalPayable')}</span>
                <span className={styles.money}>
                  {oldTotal > total && <s>{formatVnd(oldTotal)}</s>}
                  <strong data-testid="total-payable">{formatVnd(total)}</strong>
                </span>
              </p>
            </div>
          ) : selection.servicesPending ? (
            // The link's services are being looked up: their summary's place is kept (no layout shift).
            <div className={styles.services} aria-busy="true">
              <Skeleton height={131} radius={10} />
            </div>
          ) : (
            selection.allowChange && <p className={styles.muted}>{t('allowChangeChosen')}</p>
          )}
          <button
            type="button"
            className={`btn ${selection.chosen.length > 0 ? 'btn-outline' : 'btn-dark'} ${styles.wide}`}
            onClick={open}
            data-testid="open-services"
          >
            <ScissorsIcon size={18} /> {selection.chosen.length > 0 ? t('editServices') : t('seeServices')}
          </button>
        </>
      )}
    </Block>
  );
}
