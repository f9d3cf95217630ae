import '../../locales/chooser';
import type { TProvince } from '@shine/shared/schemas/salon';
import type { MessageKey } from '@shine/shared';
import { useTranslation } from '../../../../lib/i18n';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useCities } from '../../api/list-cities';
import styles from './salon-chooser.module.css';

const REGION_KEYS: Record<number, MessageKey> = { 1: 'salon.regionNorth', 2: 'salon.regionCentral', 3: 'salon.regionSouth' };

/** Provinces grouped by region (North, Central, South); a province without salons says so. */
export function RegionList({ onPick }: { onPick: (province: TProvince) => void }) {
  const { t } = useTranslation('salonChooser');
  const { t: m } = useTranslation('messages');
  const cities = useCities();
  if (cities.isLoading) return <Skeleton height={160} radius={14} />;
  const regions = cities.data?.regions ?? [];
  return (
    <section className={styles.regions}>
      <h2 className={styles.listTitle}>{t('provinces')}</h2>
      {regions.map((region) => (
        <div key={region.vungMienId} className={styles.region}>
          <h3 className={styles.regionName}>{REGION_KEYS[region.vungMienId] ? m(REGION_KEYS[region.vungMienId]!) : region.name}</h3>
          <div className={styles.provinces}>
            {region.provinces.map((province) => (
              <button
                key={province.cityId}
                type="button"
                className={`${styles.province} ${province.totalSalon === 0 ? styles.provinceEmpty : ''}`}
                onClick={() => onPick(province)}
              >
                <span>{province.cityName}</span>
                {province.formerNames && <small data-testid="province-former">{t('formerProvinces', { names: province.formerNames })}</small>}
                <small>{province.totalSalon > 0 ? t('salonCountShort', { count: province.totalSalon }) : m('salon.noBranch')}</small>
              </button>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
