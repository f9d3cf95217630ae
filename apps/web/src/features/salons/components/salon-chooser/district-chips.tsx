import '../../locales/chooser';
import { useTranslation } from '../../../../lib/i18n';
import { useDistricts } from '../../api/list-districts';
import styles from './salon-chooser.module.css';

/** Districts of the chosen province, to narrow the list. */
export function DistrictChips({ cityId, districtId, onPick }: { cityId: number; districtId: number; onPick: (id: number) => void }) {
  const { t } = useTranslation('salonChooser');
  const districts = useDistricts(cityId);
  const list = (districts.data ?? []).filter((district) => district.totalSalon > 0);
  if (list.length < 2) return null;
  return (
    <div className={styles.chipRow} role="group" aria-label={t('districts')}>
      <button type="button" className={`${styles.chip} ${districtId === 0 ? styles.chipOn : ''}`} onClick={() => onPick(0)}>
        {t('allDistricts')}
      </button>
      {list.map((district) => (
        <button
          key={district.districtId}
          type="button"
          className={`${styles.chip} ${districtId === district.districtId ? styles.chipOn : ''}`}
          onClick={() => onPick(district.districtId)}
        >
          {district.districtName}
        </button>
      ))}
    </div>
  );
}
