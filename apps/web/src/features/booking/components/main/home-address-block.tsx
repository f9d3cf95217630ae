import '../../locales';
import '../../locales/later';
import { isValidPhone, normalizePhone } from '@shine/shared';
import type { TPlace } from '@shine/shared/schemas/places';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import { showSpin } from '../../../../lib/spin-store';
import { openLogin } from '../../../auth';
import { loadPlaceList, usePlaces } from '../../../salons';
import { salonQueryOptions } from '../../api/get-salon';
import { useBooking } from '../../hooks/booking-context';
import type { BlockState } from '../../model/booking-types';
import { firstBookableDateBook } from '../../../../lib/date-book';
import { toSalonSummary } from '../../model/salon-summary';
import { Block } from './block';
import styles from './main-screen.module.css';
import { PhoneInput } from '../../../../components/ui/phone-input';

const PlaceList = lazy(() => loadPlaceList().then((module) => ({ default: module.PlaceList })));

/**
 * Block 1 of booking at home: phone → code (the login modal) → one of the customer's saved places,
 * or a new one added here. The server names the salon whose service area holds the place; outside
 * every area the block says so and no salon is chosen. The place's kind (4, 5, 6) goes with the booking.
 */
export function HomeAddressBlock({ blockState }: { blockState: BlockState }) {
  const { selection, ui, dispatch, customer, today, track } = useBooking();
  const { t } = useTranslation('bookingLater');
  const { t: m } = useTranslation('messages');
  const { t: tb } = useTranslation('booking');
  const queryClient = useQueryClient();
  const places = usePlaces(customer.loggedIn);
  // The list's chunk loads while the places are asked for, not after they arrive.
  useEffect(() => {
    if (customer.loggedIn) void loadPlaceList();
  }, [customer.loggedIn]);
  // The wizard's phone (its popup asks first) until the customer types another one here.
  const [typed, setTyped] = useState<string | null>(null);
  const phone = typed ?? selection.phone;
  const [phoneError, setPhoneError] = useState(false);
  const [outside, setOutside] = useState(false);
  const picked = (places.data ?? []).find((p) => p.attrId === selection.addressId);

  const choose = async (place: TPlace) => {
    track('select_home_address', { attrId: place.attrId });
    dispatch({ type: 'addressChosen', addressId: place.attrId });
    setOutside(!place.homeSalon);
    if (!place.homeSalon) return;
    showSpin(true);
    try {
      const salon = await queryClient.fetchQuery(salonQueryOptions(place.homeSalon.salonId));
      dispatch({ type: 'salonChosen', salon: toSalonSummary(salon), dateBook: firstBookableDateBook(today, salon.openingDate) });
    } finally {
      showSpin(false);
    }
  };

  const confirmPhone = (event: React.FormEvent) => {
    event.preventDefault();
    const local = normalizePhone(phone);
    if (!isValidPhone(local)) {
      setPhoneError(true);
      return;
    }
    setPhoneError(false);
    dispatch({ type: 'phoneSubmitted', phone: local });
    openLogin({ phone: local });
  };

  const warning = outside ? m('home.outsideArea') : ui.warnings.salon && !selection.salonId ? t('homeAddressFirst') : null;
  return (
    <Block index={1} title={t('homeAddressTitle')} state={blockState} warning={warning} testId="block-address">
      {!customer.loggedIn ? (
        <form className={styles.actions} onSubmit={confirmPhone} noValidate>
          <p className={styles.muted}>{t('homeConfirmPhone')}</p>
          <label className={styles.muted} htmlFor="home-phone">
            {tb('phoneLabel')}
          </label>
          <PhoneInput
            id="home-phone"
            value={phone}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={m('phone.placeholder')}
            aria-invalid={phoneError}
            style={{ minHeight: 44 }}
            data-testid="home-phone"
          />
          {phoneError && (
            <p className={styles.muted} role="alert">
              {m('phone.login.invalid')}
            </p>
          )}
          <button type="submit" className="btn btn-accent" data-testid="home-send-code">
            {t('homeSendCode')}
          </button>
        </form>
      ) : (
        <>
          {places.data && places.data.length === 0 && <p className={styles.muted}>{t('homeNoAddress')}</p>}
          <Suspense fallback={null}>
            {places.data && <PlaceList places={places.data} onPick={(place) => void choose(place)} pickedAttrId={selection.addressId ?? undefined} />}
          </Suspense>
          {selection.salon && picked?.homeSalon && (
            <p className={styles.caption} data-testid="home-salon">
              {t('homeSalon', { name: selection.salon.name })} · {t('homeTravel', { minutes: picked.homeSalon.travelMinutes })}
            </p>
          )}
          <Link to="/save-location" className={styles.linkButton}>
            {t('homeManage')}
          </Link>
        </>
      )}
    </Block>
  );
}
