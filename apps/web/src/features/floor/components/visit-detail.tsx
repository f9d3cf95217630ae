import { formatVnd } from '@shine/shared/rules/money';
import type { TVisitDetail, TVisitPhoto } from '@shine/shared/schemas/floor';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useVisitDetail } from '../api/visit-detail';
import { AfterCutPhotos } from './after-cut-photos';
import { ServiceChangeForm } from './service-change-form';
import styles from './floor.module.css';

/**
 * What the stylist reads before he starts: how to greet him, the services as they stand (confirmed changes
 * included), his note and preferences, the hairstyles he sent at booking, this cut's photos (taken here) and
 * his last cuts' photos.
 */
export function VisitDetail({ bookingId, canPhoto, canChange }: { bookingId: number; canPhoto: boolean; canChange: boolean }) {
  const { t } = useTranslation('floor');
  const { t: msg } = useTranslation('messages');
  const detail = useVisitDetail(bookingId, true);
  if (detail.isPending) return <p className={styles.muted}>…</p>;
  if (detail.error) {
    return (
      <p className={styles.error} role="alert">
        {detail.error instanceof ApiError ? detail.error.message : msg('error.general')}
      </p>
    );
  }
  const visit = detail.data;
  return (
    <div className={styles.detail} data-testid="visit-detail">
      {visit.customer.greeting && <p className={styles.greeting}>{t('detail.greet', { name: visit.customer.greeting })}</p>}
      <dl className={styles.facts}>
        <dt>{t('detail.services')}</dt>
        <dd>
          {visit.services.map((service) => service.name).join(', ')} · <strong>{formatVnd(visit.totalPrice)}</strong>
          {visit.serviceChanges.length > 0 && <span className={styles.muted}> ({t('detail.changed', { count: visit.serviceChanges.length })})</span>}
        </dd>
        {visit.note && (
          <>
            <dt>{t('detail.note')}</dt>
            <dd>{visit.note}</dd>
          </>
        )}
        {visit.preferences.map((preference) => (
          <Fact key={preference.question} label={preference.question} value={preference.answer} />
        ))}
      </dl>
      {canChange && <ServiceChangeForm bookingId={visit.bookingId} salonId={visit.salonId} current={visit.services.map((service) => service.id)} />}
      <Photos
        title={t('detail.reference')}
        photos={visit.referencePhotos}
        alt={(index) => t('detail.referenceAlt', { index: index + 1 })}
        empty={t('detail.noReference')}
      />
      {(canPhoto || visit.photos.length > 0) && <AfterCutPhotos bookingId={visit.bookingId} photos={visit.photos} editable={canPhoto} />}
      <PastCuts visit={visit} />
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

function Photos({ title, photos, alt, empty }: { title: string; photos: TVisitPhoto[]; alt: (index: number) => string; empty: string }) {
  const { t } = useTranslation('floor');
  return (
    <section aria-label={title}>
      <h4 className={styles.detailTitle}>{title}</h4>
      {photos.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.photos}>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer" aria-label={t('detail.openPhoto', { name: alt(index) })}>
                <img src={photo.url} alt={alt(index)} width={96} height={128} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PastCuts({ visit }: { visit: TVisitDetail }) {
  const { t } = useTranslation('floor');
  const photos = visit.pastVisits.flatMap((past) =>
    past.photos.map((photo) => ({ ...photo, label: t('detail.pastAlt', { date: past.date, stylist: past.stylistName }) })),
  );
  return <Photos title={t('detail.past')} photos={photos} alt={(index) => photos[index]!.label} empty={t('detail.noPast')} />;
}
