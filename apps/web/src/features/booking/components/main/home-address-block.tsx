import '../../locales';
import '../../locales/later';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MapPinIcon } from '../../../../components/ui/icons';
import { showSpin } from '../../../../lib/spin-store';
import { openLogin } from '../../../auth';
import { getAddressSalons } from '../../api/get-address-salons';
import { salonQueryOptions } from '../../api/get-salon';
import { useSavedLocations } from '../../api/get-saved-locations';
import { useBooking } from '../../hooks/booking-context';
import type { BlockState } from '../../model/booking-types';
import { firstBookableDateBook, toSalonSummary } from '../../model/salon-summary';
import { Block } from './block';
import styles from './main-screen.module.css';

/**
 * Block 1 of booking at home: one of the customer's saved addresses (/save-location). The salon
 * nearest to it serves the booking, sent with isBookAtHome and the address id.
 */
export function HomeAddressBlock({ blockState }: { blockState: BlockState }) {
  const { state, dispatch, customer, today, track } = useBooking();
  const { t } = useTranslation('bookingLater');
  const { t: tb } = useTranslation('booking');
  const { t: m } = useTranslation('messages');
  const queryClient = useQueryClient();
  const saved = useSavedLocations(state.phone, customer.loggedIn);
  const places = saved.data?.address ?? [];

  const choose = async (attrId: number) => {
    track('select_home_address', { attrId });
    dispatch({ type: 'addressChosen', addressId: attrId });
    showSpin(true);
    try {
      const [nearest] = await getAddressSalons({ phone: state.phone, attrId, limit: 1 });
      const salon = nearest ? await queryClient.fetchQuery(salonQueryOptions(nearest.salonId)) : null;
      if (salon) dispatch({ type: 'salonChosen', salon: toSalonSummary(salon), dateBook: firstBookableDateBook(today, salon.openingDate) });
    } catch {
      // No salon found: the block keeps asking for an address.
    } finally {
      showSpin(false);
    }
  };

  return (
    <Block index={1} title={t('homeAddressTitle')} state={blockState} warning={state.warnings.salon && !state.salonId ? m('booking.salonFirst') : null} testId="block-address">
      {!customer.loggedIn ? (
        <div className={styles.actions}>
          <p className={styles.muted}>{t('homeLogin')}</p>
          <button type="button" className="btn btn-accent" onClick={() => openLogin({ phone: state.phone })}>
            {tb('loginToUseAddress')}
          </button>
        </div>
      ) : (
        <>
          {places.length === 0 && !saved.isLoading && <p className={styles.muted}>{t('homeNoAddress')}</p>}
          <div className={styles.chips}>
            {places.map((place) => (
              <button
                key={place.attrId}
                type="button"
                className={`${styles.chip} ${state.addressId === place.attrId ? styles.chipAccent : ''}`}
                onClick={() => void choose(place.attrId)}
                title={place.text}
              >
                <MapPinIcon size={15} /> {place.attrName}
              </button>
            ))}
          </div>
          {state.salon && <p className={styles.caption}>{t('homeSalon', { name: state.salon.name })}</p>}
          <Link to="/save-location" className={styles.linkButton}>
            {t('homeManage')}
          </Link>
        </>
      )}
    </Block>
  );
}
