import '../../locales/chooser';
import { ERROR_TOAST_MS } from '@shine/shared';
import type { TProvince, TSalonCard } from '@shine/shared/schemas/salon';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import { ChevronLeftIcon, ChevronRightIcon, MapPinIcon } from '../../../../components/ui/icons';
import { toast } from '../../../../components/ui/toast-store';
import { useSavedLocations } from '../../api/get-saved-locations';
import { locateCustomer, useNearby } from '../../model/nearby-store';
import { DistrictChips } from './district-chips';
import { RegionList } from './region-list';
import { SalonList } from './salon-list';
import { SalonSearchBox } from './salon-search-box';
import { useChooserList, type ChooserMode } from './use-chooser-list';
import styles from './salon-chooser.module.css';

export interface SalonChooserProps {
  /** The customer's phone ('' when unknown): saved places, visited salons, the position's tracking. */
  phone: string;
  loggedIn: boolean;
  /** DD-MM-YYYY in the salons' time zone (opening-date banners). */
  today: string;
  /** A salon card was tapped. */
  onPick: (salon: TSalonCard) => void;
  /** A search was made (debounced); keep it stable (useCallback): the search box waits on it. */
  onSearch?: (keyword: string) => void;
}

/**
 * The salon chooser (spec §2 "Salon chooser"): search, nearby, visited and saved-place chips, the two
 * toggles, provinces and districts, and the salon cards. What a pick does is the caller's (the booking
 * wizard checks the salon's day off, spec §2 step 1).
 */
export function SalonChooser({ phone, loggedIn, today, onPick, onSearch }: SalonChooserProps) {
  const { t } = useTranslation('salonChooser');
  const { t: m } = useTranslation('messages');
  const nearby = useNearby();
  const [mode, setMode] = useState<ChooserMode>(() => (nearby.status === 'ready' ? { kind: 'nearby' } : { kind: 'all' }));
  const [keyword, setKeyword] = useState('');
  const [toggles, setToggles] = useState({ parking: false, businessClass: false });
  const saved = useSavedLocations(phone, loggedIn);
  const list = useChooserList({ mode, keyword, toggles, phone, loggedIn, nearby });

  const search = useCallback(
    (value: string) => {
      setKeyword(value);
      if (value) onSearch?.(value);
    },
    [onSearch],
  );
  const pickProvince = (province: TProvince) => {
    if (province.totalSalon === 0) {
      toast({ title: t('noticeTitle'), message: m('salon.noneInCity'), type: 'warning', duration: ERROR_TOAST_MS });
      return;
    }
    setMode({ kind: 'city', cityId: province.cityId, cityName: province.cityName, districtId: 0 });
  };
  const chooseNearby = async () => {
    const found = await locateCustomer(phone);
    if (found.status === 'ready') setMode({ kind: 'nearby' });
  };
  const chip = (on: boolean) => `${styles.chip} ${on ? styles.chipOn : ''}`;

  return (
    <div className={styles.chooser} data-testid="salon-chooser">
      <SalonSearchBox onSearch={search} />
      <div className={styles.chipRow}>
        <button type="button" className={chip(mode.kind === 'nearby')} onClick={() => void chooseNearby()} disabled={nearby.status === 'locating'}>
          <MapPinIcon size={15} /> {nearby.status === 'locating' ? t('locating') : t('nearbyChip')}
        </button>
        {loggedIn && (
          <button type="button" className={chip(mode.kind === 'visited')} onClick={() => setMode({ kind: 'visited' })}>
            {m('salon.visited')}
          </button>
        )}
        {saved.data?.address.map((place) => (
          <button
            key={place.attrId}
            type="button"
            className={chip(mode.kind === 'address' && mode.attrId === place.attrId)}
            onClick={() => setMode({ kind: 'address', attrId: place.attrId, name: place.attrName })}
          >
            {place.attrName}
          </button>
        ))}
      </div>
      <div className={styles.chipRow}>
        <button
          type="button"
          className={chip(toggles.parking)}
          aria-pressed={toggles.parking}
          onClick={() => setToggles((v) => ({ ...v, parking: !v.parking }))}
        >
          {t('parking')}
        </button>
        <button
          type="button"
          className={chip(toggles.businessClass)}
          aria-pressed={toggles.businessClass}
          onClick={() => setToggles((v) => ({ ...v, businessClass: !v.businessClass }))}
        >
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
          <button type="button" className={styles.cityBack} onClick={() => setMode({ kind: 'all' })} aria-label={t('back')}>
            <ChevronLeftIcon size={18} />
          </button>
          <strong>{mode.cityName}</strong>
        </div>
      )}
      {mode.kind === 'city' && !keyword && (
        <DistrictChips cityId={mode.cityId} districtId={mode.districtId} onPick={(districtId) => setMode({ ...mode, districtId })} />
      )}
      {mode.kind === 'all' && !keyword && <RegionList onPick={pickProvince} />}
      <SalonList
        key={`${mode.kind}-${keyword}`}
        salons={list.salons}
        loading={list.loading}
        today={today}
        onPick={onPick}
        title={keyword ? t('results') : mode.kind === 'all' ? t('allSalons') : undefined}
        emptyText={mode.kind === 'nearby' && !keyword ? m('salon.noneNearby') : undefined}
      />
    </div>
  );
}
