import '../locales';
import '../locales/chooser';
import { ERROR_TOAST_MS, formatDateBook, listsSalon, zonedToday } from '@shine/shared';
import type { TProvince } from '@shine/shared/schemas/salon';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { ChevronLeftIcon, MapPinIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { toast } from '../../../components/ui/toast-store';
import { now } from '../../../lib/clock';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAllSalons } from '../api/get-all-salons';
import { searchKeyword } from '../api/filter-salons';
import { DistrictChips } from '../components/salon-chooser/district-chips';
import { RegionList } from '../components/salon-chooser/region-list';
import { SalonList } from '../components/salon-chooser/salon-list';
import { SalonSearchBox } from '../components/salon-chooser/salon-search-box';
import { useChooserList, type ChooserMode } from '../components/salon-chooser/use-chooser-list';
import { locateCustomer, useNearby } from '../model/nearby-store';
import { FinderCard } from '../components/finder-card';
import styles from './system-salon-page.module.css';

/**
 * /system-salon: find the nearest salon (location, or search by province, district or ward), with the
 * chooser's list, search and province pieces; every card links to its salon page, booking and a map.
 * As the salon chooser of /booking/salon (`chooser`), a card opens that salon's booking summary.
 */
export function SystemSalonPage({ chooser = false }: { chooser?: boolean }) {
  const { t } = useTranslation('salons');
  const { t: tp } = useTranslation();
  const { t: tl } = useTranslation('salonChooser');
  const { t: m } = useTranslation('messages');
  const title = tp(chooser ? 'pages.bookingSalon' : 'pages.systemSalon');
  useDocumentTitle(title);
  const [today] = useState(() => formatDateBook(zonedToday(now())));
  const nearby = useNearby();
  const [mode, setMode] = useState<ChooserMode>(() => (nearby.status === 'ready' ? { kind: 'nearby' } : { kind: 'all' }));
  const [searchParams] = useSearchParams();
  // `?q=`: the search form sent before the scripts ran, or a shared link.
  const [keyword, setKeyword] = useState(() => searchKeyword(searchParams));
  const [toggles, setToggles] = useState({ parking: false, businessClass: false });
  const list = useChooserList({ mode, keyword, toggles, phone: '', loggedIn: false, nearby });
  const total = useAllSalons('').data?.filter((salon) => listsSalon('browse', salon.id)).length ?? 0;

  const onSearch = useCallback((value: string) => setKeyword(value), []);
  const pickProvince = (province: TProvince) => {
    if (province.totalSalon === 0) {
      toast({ title: m('salon.noBranch'), message: m('salon.noneInCity'), type: 'warning', duration: ERROR_TOAST_MS });
      return;
    }
    setMode({ kind: 'city', cityId: province.cityId, cityName: province.cityName, districtId: 0 });
  };
  const findNearest = async () => {
    const found = await locateCustomer('');
    if (found.status === 'ready') setMode({ kind: 'nearby' });
  };
  const toggle = (key: keyof typeof toggles) => setToggles((v) => ({ ...v, [key]: !v[key] }));
  const chip = (on: boolean) => `${styles.chip} ${on ? styles.chipOn : ''}`;
  const listTitle = keyword ? tl('results') : mode.kind === 'nearby' ? t('nearestTitle') : mode.kind === 'city' ? mode.cityName : t('allSalons');

  return (
    <>
      <PageHero title={title}>{total > 0 && <p className={styles.lead}>{t('finderLead', { count: total })}</p>}</PageHero>
      <div className={`container ${styles.page}`} data-testid={chooser ? 'salon-chooser-page' : 'salon-finder'}>
        <SalonSearchBox onSearch={onSearch} initial={keyword} action={chooser ? undefined : '/system-salon'} />
        <div className={styles.chipRow}>
          <button
            type="button"
            className={`btn btn-dark ${styles.nearest}`}
            onClick={() => void findNearest()}
            disabled={nearby.status === 'locating'}
            data-testid="find-nearest"
          >
            <MapPinIcon size={18} /> {nearby.status === 'locating' ? t('locating') : t('findNearest')}
          </button>
          <button type="button" className={chip(toggles.parking)} aria-pressed={toggles.parking} onClick={() => toggle('parking')}>
            {tl('parking')}
          </button>
          <button type="button" className={chip(toggles.businessClass)} aria-pressed={toggles.businessClass} onClick={() => toggle('businessClass')}>
            {tl('businessClass')}
          </button>
        </div>
        {nearby.status === 'denied' && (
          <p className={styles.banner} role="status">
            {m('salon.locationLocked')}
          </p>
        )}
        {nearby.status === 'failed' && (
          <p className={styles.banner} role="status">
            {m('salon.noneNearYou')}
          </p>
        )}
        {mode.kind !== 'all' && !keyword && (
          <button type="button" className={styles.back} onClick={() => setMode({ kind: 'all' })}>
            <ChevronLeftIcon size={18} /> {t('backToAll')}
          </button>
        )}
        {mode.kind === 'city' && !keyword && (
          <DistrictChips cityId={mode.cityId} districtId={mode.districtId} onPick={(districtId) => setMode({ ...mode, districtId })} />
        )}
        <div className={styles.columns}>
          <SalonList
            key={`${mode.kind}-${keyword}`}
            salons={list.salons}
            loading={list.loading}
            today={today}
            renderCard={(salon) => <FinderCard salon={salon} today={today} href={chooser ? `/booking/salon?salonId=${salon.id}` : undefined} />}
            title={listTitle}
            emptyText={mode.kind === 'nearby' && !keyword ? m('salon.noneNearby') : undefined}
          />
          {mode.kind === 'all' && !keyword && (
            <aside className={styles.regions}>
              <RegionList onPick={pickProvince} />
            </aside>
          )}
        </div>
      </div>
    </>
  );
}
