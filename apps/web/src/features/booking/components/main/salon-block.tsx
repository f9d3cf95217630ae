import { shownAddress } from '@shine/shared/rules/salon-address';
import '../../locales';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { MapPinIcon } from '../../../../components/ui/icons';
import { useBooking } from '../../hooks/booking-context';
import { locateCustomer, useNearby } from '../../../salons';
import type { BlockState } from '../../model/booking-types';
import { readRecentSalons } from '../../model/recent-salons';
import { Block } from './block';
import styles from './main-screen.module.css';

/** Block 1: the chosen salon, or recent salon chips (max 3), find nearby and all salons (spec §2). */
export function SalonBlock({ blockState }: { blockState: BlockState }) {
  const { selection, ui, dispatch, track } = useBooking();
  const { t } = useTranslation('booking');
  const { t: m } = useTranslation('messages');
  const nearby = useNearby();
  const [recent] = useState(readRecentSalons);
  const salon = selection.salon;

  const openChooser = (event: string) => {
    track(event);
    dispatch({ type: 'goStep', step: 1 });
  };
  const findNearby = async () => {
    track('click_find_nearby');
    const found = await locateCustomer(selection.phone);
    if (found.status === 'ready' || found.status === 'denied') dispatch({ type: 'goStep', step: 1 });
  };

  return (
    <Block
      index={1}
      title={t('salonBlock')}
      state={blockState}
      warning={ui.warnings.salon && !selection.salonId ? m('booking.salonFirst') : null}
      testId="block-salon"
    >
      {selection.salonId > 0 ? (
        <div className={styles.chosen}>
          <MapPinIcon size={20} className={styles.chosenIcon} />
          <div className={styles.chosenText}>
            <strong data-testid="chosen-salon">{salon?.name ?? t('loading')}</strong>
            {salon && <span>{shownAddress(salon).address}</span>}
          </div>
          <button type="button" className={styles.linkButton} onClick={() => openChooser('click_change_salon')}>
            {t('changeSalon')}
          </button>
        </div>
      ) : (
        <>
          {recent.length > 0 && (
            <>
              <p className={styles.caption}>{t('recentSalons')}</p>
              <div className={styles.chips}>
                {recent.map((item) => (
                  <button key={item.id} type="button" className={styles.chip} onClick={() => dispatch({ type: 'salonIdKnown', salonId: item.id })}>
                    {item.name}
                  </button>
                ))}
              </div>
            </>
          )}
          <div className={styles.actions}>
            <button type="button" className={`${styles.chip} ${styles.chipAccent}`} onClick={() => void findNearby()} disabled={nearby.status === 'locating'}>
              <MapPinIcon size={16} /> {nearby.status === 'locating' ? t('locating') : t('findNearby')}
            </button>
            <button type="button" className={`btn btn-dark ${styles.wide}`} onClick={() => openChooser('click_all_salons')}>
              {t('allSalons')}
            </button>
          </div>
        </>
      )}
    </Block>
  );
}
