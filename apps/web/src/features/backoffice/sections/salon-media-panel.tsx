import type { TAdminSalon } from '@shine/shared/schemas/backoffice';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useArrangeSalonPhotos, useSetSalonVideo, useUploadSalonPhotos, useUploadSalonVideo } from '../api/salon-media-data';
import { SaveButton, SaveStatus } from '../components/save-status';
import styles from '../components/backoffice.module.css';
import media from './salon-media.module.css';

const isFile = (video: string) => video.startsWith('/');

/** A form's chosen files, then the form emptied once the upload is done. */
const chosenFiles = (event: FormEvent<HTMLFormElement>, name: string) => {
  event.preventDefault();
  const form = event.currentTarget;
  const list = new FormData(form).getAll(name).filter((f): f is File => f instanceof File && f.size > 0);
  return { list, reset: () => form.reset() };
};

/**
 * The salon's gallery (spec §2 salon media gallery): its photos in order (moved, removed), more uploaded, and its
 * video as a YouTube link or an MP4 file. Each change is live on the customer's salon page at its next load.
 */
export function SalonMediaPanel({ salon }: { salon: TAdminSalon }) {
  const { t } = useTranslation('backoffice');
  const upload = useUploadSalonPhotos(salon.id);
  const arrange = useArrangeSalonPhotos(salon.id);
  const uploadVideo = useUploadSalonVideo(salon.id);
  const setVideo = useSetSalonVideo(salon.id);
  const photos = salon.photos;
  const move = (from: number, to: number) => {
    const next = [...photos];
    next.splice(to, 0, ...next.splice(from, 1));
    arrange.mutate(next);
  };
  const remove = (index: number) => {
    if (window.confirm(t('salonExtras.media.removeConfirm', { index: index + 1 }))) arrange.mutate(photos.filter((_, i) => i !== index));
  };
  const submitPhotos = (event: FormEvent<HTMLFormElement>) => {
    const { list, reset } = chosenFiles(event, 'photos');
    if (list.length > 0) upload.mutate(list, { onSuccess: reset });
  };
  const submitVideo = (event: FormEvent<HTMLFormElement>) => {
    const { list, reset } = chosenFiles(event, 'video');
    if (list[0]) uploadVideo.mutate(list[0], { onSuccess: reset });
  };
  const submitLink = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setVideo.mutate(String(new FormData(form).get('link') ?? '').trim(), { onSuccess: () => form.reset() });
  };

  return (
    <section className={styles.panel} aria-labelledby="salon-media-title" data-testid="salon-media">
      <h2 id="salon-media-title" className={styles.subheading}>
        {t('salonExtras.media.title')}
      </h2>
      <p className={styles.muted}>{t('salonExtras.media.hint')}</p>
      <div className={media.card}>
        {salon.cardPicture ? <img src={salon.cardPicture} alt={t('salonExtras.media.card')} /> : null}
        <div>
          <strong>{t('salonExtras.media.card')}</strong>
          <p className={styles.muted}>{salon.cardPicture ? t('salonExtras.media.cardHint') : t('salonExtras.media.noCard')}</p>
        </div>
      </div>

      <h3 className={media.title}>{t('salonExtras.media.photos', { count: photos.length })}</h3>
      {photos.length === 0 ? (
        <p className={styles.muted}>{t('salonExtras.media.noPhotos')}</p>
      ) : (
        <ol className={media.photos}>
          {photos.map((url, index) => (
            <li key={`${url}-${index}`} className={media.photo}>
              <img src={url} alt={t('salonExtras.media.photo', { index: index + 1 })} loading="lazy" />
              <span className={media.caption}>{index === 0 ? t('salonExtras.media.first') : t('salonExtras.media.photo', { index: index + 1 })}</span>
              <span className={media.actions}>
                <button
                  type="button"
                  className={`btn btn-outline ${styles.button}`}
                  onClick={() => move(index, index - 1)}
                  disabled={index === 0 || arrange.isPending}
                  aria-label={t('salonExtras.media.earlier', { index: index + 1 })}
                >
                  ←
                </button>
                <button
                  type="button"
                  className={`btn btn-outline ${styles.button}`}
                  onClick={() => move(index, index + 1)}
                  disabled={index === photos.length - 1 || arrange.isPending}
                  aria-label={t('salonExtras.media.later', { index: index + 1 })}
                >
                  →
                </button>
                <button
                  type="button"
                  className={`btn btn-outline ${styles.button}`}
                  onClick={() => remove(index)}
                  disabled={arrange.isPending}
                  aria-label={t('salonExtras.media.remove', { index: index + 1 })}
                >
                  ✕
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <SaveStatus state={arrange} />
      <form className={styles.row} onSubmit={submitPhotos} aria-label={t('salonExtras.media.upload')}>
        <label className={`${styles.field} ${media.grow}`}>
          {t('salonExtras.media.files')}
          <input className={styles.input} type="file" name="photos" accept="image/jpeg,image/png,image/webp" multiple required />
        </label>
        <SaveButton pending={upload.isPending} label={t('salonExtras.media.upload')} />
      </form>
      <SaveStatus state={upload} />

      <h3 className={media.title}>{t('salonExtras.media.video')}</h3>
      {salon.video === null ? (
        <p className={styles.muted}>{t('salonExtras.media.noVideo')}</p>
      ) : (
        <div className={styles.row}>
          {isFile(salon.video) ? (
            <video className={media.video} src={salon.video} controls preload="none" aria-label={t('salonExtras.media.videoFile')} />
          ) : (
            <a className={styles.link} href={`https://www.youtube.com/watch?v=${encodeURIComponent(salon.video)}`} target="_blank" rel="noreferrer">
              {t('salonExtras.media.youtube', { id: salon.video })}
            </a>
          )}
          <button type="button" className={`btn btn-outline ${styles.button}`} onClick={() => setVideo.mutate(null)} disabled={setVideo.isPending}>
            {t('salonExtras.media.removeVideo')}
          </button>
        </div>
      )}
      <form className={styles.row} onSubmit={submitLink} aria-label={t('salonExtras.media.saveLink')}>
        <label className={`${styles.field} ${media.grow}`}>
          {t('salonExtras.media.youtubeLink')}
          <input className={styles.input} type="text" inputMode="url" name="link" maxLength={300} placeholder="https://www.youtube.com/watch?v=…" required />
        </label>
        <SaveButton pending={setVideo.isPending} label={t('salonExtras.media.saveLink')} />
      </form>
      <SaveStatus state={setVideo} />
      <form className={styles.row} onSubmit={submitVideo} aria-label={t('salonExtras.media.uploadVideo')}>
        <label className={`${styles.field} ${media.grow}`}>
          {t('salonExtras.media.videoFileInput')}
          <input className={styles.input} type="file" name="video" accept="video/mp4" required />
        </label>
        <SaveButton pending={uploadVideo.isPending} label={t('salonExtras.media.uploadVideo')} />
      </form>
      <SaveStatus state={uploadVideo} />
    </section>
  );
}
