import '../../locales';
import '../../locales/later';
import { ERROR_TOAST_MS } from '@shine/shared';
import type { TProvince } from '@shine/shared/schemas/salon';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import { ChevronLeftIcon, ChevronRightIcon, MapPinIcon } from '../../../../components/ui/icons';
import { toast } from '../../../../components/ui/toast-store';
import { showSpin } from '../../../../lib/spin-store';
import { salonOffQueryOptions } from '../../api/get-salon-off';
import { useSavedLocations } from '../../../salons/api/get-saved-locations';
import { useBooking } from '../../hooks/booking-context';
import { locateCustomer, useNearby } from '../../../salons/model/nearby-store';
import type { SalonCard } from '../../model/booking-types';
import { firstBookableDateBook, toSalonSummary } from '../../model/salon-summary';
import { DistrictChips } from '../../../salons/components/salon-chooser/district-chips';
import { RegionList } from '../../../salons/components/salon-chooser/region-list';
import { SalonList } from '../../../salons/components/salon-chooser/salon-list';
import { SalonSearchBox } from '../../../salons/components/salon-chooser/salon-search-box';
import { useChooserList, type ChooserMode } from '../../../salons/components/salon-chooser/use-chooser-list';
import styles from '../../../salons/components/salon-chooser/salon-chooser.module.css';

/** Step 1 'Chọn salon' (spec §2 "Salon chooser"). A salon closed that day opens its backups instead. */
export default function SalonChooser() {
  const { selection, dispatch, customer, today, track } = useBooking();
  const { t } = useTranslation('bookingLater');
  const { t: tb } = useTranslation('booking');
  const { t: m } = useTranslation('messages');
  const queryClient = useQueryClient();
  const nearby = useNearby();
  const [mode, setMode] = useState<ChooserMode>(() => (nearby.status === 'ready' ? { kind: 'nearby' } : { kind: 'all' }));
  const [keyword, setKeyword] = useState('');
  const [toggles, setToggles] = useState({ parking: false, businessClass: false });
  const saved = useSavedLocations(selection.phone, customer.loggedIn);
  const list = useChooserList({ mode, keyword, toggles, phone: selection.phone, loggedIn: customer.loggedIn, nearby });

  const onSearch = useCallback(
    (value: string) => {
      setKeyword(value);
      if (value) track('search_salon', { keyword: value });
    },
    [track],
  );
  const pickProvince = (province: TProvince) => {
    if (province.totalSalon === 0) {
      toast({ title: tb('noticeTitle'), message: m('salon.noneInCity'), type: 'warning', duration: ERROR_TOAST_MS });
      return;
    }
    setMode({ kind: 'city', cityId: province.cityId, cityName: province.cityName, districtId: 0 });
  };
  const pickSalon = async (salon: SalonCard) => {
    track('select_salon', { pickedSalonId: salon.id });
    const dateBook = firstBookableDateBook(today, salon.openingDate);
    showSpin(true);
    // Asked afresh on each choice; the schedule then reads this answer instead of asking again.
    const off = await queryClient.fetchQuery({ ...salonOffQueryOptions(salon.id, dateBook), staleTime: 0 }).catch(() => null);
    showSpin(false);
    if (off?.message) dispatch({ type: 'salonOff', off: { salonId: salon.id, date: dateBook } });
    else dispatch({ type: 'salonChosen', salon: toSalonSummary(salon), dateBook });
  };
  const chooseNearby = async () => {
    const found = await locateCustomer(selection.phone);
    if (found.status === 'ready') setMode({ kind: 'nearby' });
  };
  const chip = (on: boolean) => `${styles.chip} ${on ? styles.chipOn : ''}`;

  return (
    <div className={styles.chooser} data-testid="salon-chooser">
      <SalonSearchBox onSearch={onSearch} />
      <div className={styles.chipRow}>
        <button type="button" className={chip(mode.kind === 'nearby')} onClick={() => void chooseNearby()} disabled={nearby.status === 'locating'}>
          <MapPinIcon size={15} /> {nearby.status === 'locating' ? tb('locating') : t('nearbyChip')}
        </button>
        {customer.loggedIn && (
          <button type="button" className={chip(mode.kind === 'visited')} onClick={() => setMode({ kind: 'visited' })}>
            {m('salon.visited')}
          </button>
        )}
        {saved.data?.address.map((place) => (
          <button key={place.attrId} type="button" className={chip(mode.kind === 'address' && mode.attrId === place.attrId)} onClick={() => setMode({ kind: 'address', attrId: place.attrId, name: place.attrName })}>
            {place.attrName}
          </button>
        ))}
      </div>
      <div className={styles.chipRow}>
        <button type="button" className={chip(toggles.parking)} aria-pressed={toggles.parking} onClick={() => setToggles((v) => ({ ...v, parking: !v.parking }))}>
          {t('parking')}
        </button>
        <button type="button" className={chip(toggles.businessClass)} aria-pressed={toggles.businessClass} onClick={() => setToggles((v) => ({ ...v, businessClass: !v.businessClass }))}>
          {t('businessClass')}
        </button>
      </div>
      {nearby.status === 'denied' && <p className={styles.banner}>{m('salon.locationLocked')}</p>}
      <Link to="/save-location" className={styles.savedEntry}>
        <MapPinIcon size={18} />
        <span>
          <strong>{t('savedLocations')}</strong>
          <small>{t('savedLocationsText')}</small>
        </span>
        <ChevronRightIcon size={18} />
      </Link>
      {mode.kind === 'city' && !keyword && (
        <div className={styles.cityHead}>
          <button type="button" className={styles.cityBack} onClick={() => setMode({ kind: 'all' })} aria-label={tb('back')}>
            <ChevronLeftIcon size={18} />
          </button>
          <strong>{mode.cityName}</strong>
        </div>
      )}
      {mode.kind === 'city' && !keyword && <DistrictChips cityId={mode.cityId} districtId={mode.districtId} onPick={(districtId) => setMode({ ...mode, districtId })} />}
      {mode.kind === 'all' && !keyword && <RegionList onPick={pickProvince} />}
      <SalonList
        key={`${mode.kind}-${keyword}`}
        salons={list.salons}
        loading={list.loading}
        today={today}
        onPick={(salon) => void pickSalon(salon)}
        title={keyword ? t('results') : mode.kind === 'all' ? tb('allSalons') : undefined}
        emptyText={mode.kind === 'nearby' && !keyword ? m('salon.noneNearby') : undefined}
      />
    </div>
  );
}
