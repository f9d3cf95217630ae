import { MAX_VISIT_PHOTOS } from '@shine/shared/rules/floor-limits';
import type { TVisitPhoto } from '@shine/shared/schemas/floor';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { ImageProcessingError } from '../../../lib/downscale-image';
import { useTranslation } from '../../../lib/i18n';
import { useAddVisitPhotos, useRemoveVisitPhoto } from '../api/visit-photos';
import styles from './floor.module.css';

/**
 * The photos of the finished cut (at most 4): taken with the tablet's or phone's camera, or picked; they
 * become the picture of this visit in his /lich-su-cat. A mistaken one can be removed the same day.
 */
export function AfterCutPhotos({ bookingId, photos, editable }: { bookingId: number; photos: TVisitPhoto[]; editable: boolean }) {
  const { t } = useTranslation('floor');
  const { t: msg } = useTranslation('messages');
  const id = useId();
  const add = useAddVisitPhotos(bookingId);
  const remove = useRemoveVisitPhoto(bookingId);
  const [error, setError] = useState<string | null>(null);
  const fail = (cause: Error) =>
    setError(cause instanceof ApiError ? cause.message : cause instanceof ImageProcessingError ? t('photos.unreadable') : msg('error.general'));
  const room = MAX_VISIT_PHOTOS - photos.length;

  return (
    <section aria-labelledby={`${id}-title`} data-testid="after-cut-photos">
      <h4 id={`${id}-title`} className={styles.detailTitle}>
        {t('photos.heading', { count: photos.length, max: MAX_VISIT_PHOTOS })}
      </h4>
      {photos.length > 0 && (
        <ul className={styles.photos}>
          {photos.map((photo, index) => (
            <li key={photo.id} className={styles.photo}>
              <img src={photo.url} alt={t('photos.alt', { index: index + 1 })} width={96} height={128} />
              {editable && (
                <button
                  type="button"
                  className={`btn btn-outline ${styles.action}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(photo.id, { onError: fail })}
                >
                  {t('photos.remove')}
                  <span className="visually-hidden"> {t('photos.alt', { index: index + 1 })}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && room > 0 && (
        <label className={`btn btn-accent ${styles.action} ${styles.fileButton}`} aria-disabled={add.isPending}>
          {add.isPending ? t('photos.sending') : t('photos.add')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            capture="environment"
            multiple
            className="visually-hidden"
            disabled={add.isPending}
            onChange={(event) => {
              const files = Array.from(event.currentTarget.files ?? []);
              event.currentTarget.value = '';
              if (files.length === 0) return;
              if (files.length > room) return setError(t('photos.tooMany', { room }));
              setError(null);
              add.mutate(files, { onError: fail });
            }}
          />
        </label>
      )}
      <p className={styles.error} role="alert" hidden={!error}>
        {error}
      </p>
    </section>
  );
}
