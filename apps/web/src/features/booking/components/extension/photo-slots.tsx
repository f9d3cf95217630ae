import '../../locales/later';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { CloseIcon } from '../../../../components/ui/icons';
import { useBooking } from '../../hooks/booking-context';
import styles from './extension.module.css';

const ImagePickerModal = lazy(() => import('./image-picker-modal'));

/** Three hairstyle photo slots (spec §9: at most 3). */
export function PhotoSlots() {
  const { selection, dispatch } = useBooking();
  const { t } = useTranslation('bookingLater');
  const [slot, setSlot] = useState<number | null>(null);

  return (
    <div className={styles.slots}>
      {selection.images.map((image, index) =>
        image ? (
          <div key={index} className={styles.slot} data-testid={`photo-slot-${index}`}>
            <img src={image.url} alt={image.name} />
            <button
              type="button"
              className={styles.remove}
              onClick={() => dispatch({ type: 'imageSet', slot: index, image: null })}
              aria-label={t('removePhoto')}
            >
              <CloseIcon size={14} />
            </button>
          </div>
        ) : (
          <button key={index} type="button" className={`${styles.slot} ${styles.empty}`} onClick={() => setSlot(index)} data-testid={`add-photo-${index}`}>
            <span aria-hidden="true">+</span>
            <small>{t('addPhoto')}</small>
          </button>
        ),
      )}
      {slot !== null && (
        <Suspense fallback={null}>
          <ImagePickerModal
            open
            onClose={() => setSlot(null)}
            onPick={(image) => {
              dispatch({ type: 'imageSet', slot, image });
              setSlot(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
