import '../locales';
import { formatDateBook, gallerySlides, salonIdFromQuery, zonedToday } from '@shine/shared';
import type { TSalonPage } from '@shine/shared/schemas/salon';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { isRouteErrorResponse, Link, useParams, useRouteError } from 'react-router';
import { CalendarIcon, ClockIcon, MapPinIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { Skeleton } from '../../../components/ui/skeleton';
import { RouteError } from '../../../app/route-fallback';
import { ApiError } from '../../../lib/api-client';
import { now } from '../../../lib/clock';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSalonTags } from '../../booking/components/salon-chooser/salon-card';
import { bookingLink } from '../../booking/model/booking-url';
import { displayDate } from '../../booking/model/date-label';
import { opensLater } from '../../booking/model/salon-summary';
import { useSalonPage } from '../api/get-salon-page';
import { FinderCard } from '../components/finder-card';
import { FreeHours } from '../components/free-hours';
import { SalonGallery } from '../components/salon-gallery';
import { SalonJsonLd } from '../components/salon-json-ld';
import { StylistList } from '../components/stylist-list';
import { mapLink } from '../model/map-link';
import { SalonNotFound } from './salon-not-found';
import styles from './salon-page.module.css';

/** /salons/{id}: one salon, its pictures, stylists, free hours and neighbours (issue 11). */
export function SalonPage() {
  const salonId = salonIdFromQuery(useParams().id);
  const page = useSalonPage(salonId);
  if (page.error instanceof ApiError && page.error.status >= 400 && page.error.status < 500) return <SalonNotFound />;
  if (page.error) return <RouteError />;
  if (!page.data) return <Skeleton height={480} radius={16} />;
  return <SalonView page={page.data} />;
}

/** The route's error boundary: the loader's 404 (unknown or malformed id) shows the not-found page. */
export function SalonPageError() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <SalonNotFound /> : <RouteError />;
}

function SalonView({ page }: { page: TSalonPage }) {
  const { t } = useTranslation('salons');
  const { t: tp } = useTranslation();
  const { salon } = page;
  // As the server wrote it (route-table.ts salonHead).
  useDocumentTitle(tp('pages.salonDetailOf', { name: salon.name, district: salon.districtName, city: salon.cityName }));
  const [today] = useState(() => formatDateBook(zonedToday(now())));
  const slides = useMemo(() => gallerySlides(salon.listImages, salon.images), [salon.listImages, salon.images]);
  const tags = useSalonTags(salon);
  const url = `/salons/${salon.id}`;

  return (
    <>
      <SalonJsonLd page={page} url={url} />
      <PageHero title={tp('pages.salonHeading', { name: salon.name })}>
        <p className={styles.lead}>
          <MapPinIcon size={16} /> {salon.addressNew ?? salon.address}
        </p>
      </PageHero>
      <div className={`container ${styles.page}`} data-testid="salon-page">
        {opensLater(today, salon.openingDate) && salon.openingDate && <p className={styles.opening}>{t('openingSoon', { date: displayDate(salon.openingDate) })}</p>}
        <SalonGallery slides={slides} />
        <div className={styles.columns}>
          <section className={styles.info} aria-labelledby="salon-info">
            <h2 id="salon-info" className={styles.name}>
              {salon.name}
            </h2>
            <dl className={styles.facts}>
              <div>
                <dt>{t('address')}</dt>
                <dd data-testid="salon-address">{salon.address}</dd>
              </div>
              {salon.addressNew && (
                <div>
                  <dt>{t('addressNew')}</dt>
                  <dd data-testid="salon-address-new">{salon.addressNew}</dd>
                </div>
              )}
              {salon.addressNote && <dd className={styles.note}>{salon.addressNote}</dd>}
              <div>
                <dt>
                  <ClockIcon size={15} /> {t('hours')}
                </dt>
                <dd>{t('hoursValue', { opens: page.opens, closes: page.closes })}</dd>
              </div>
            </dl>
            {tags.length > 0 && (
              <ul className={styles.tags}>
                {tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            )}
            {salon.warnText && (
              <p className={styles.warn} role="note">
                {salon.warnText}
              </p>
            )}
            <div className={styles.actions}>
              <Link to={bookingLink({ salonId: salon.id })} className="btn btn-accent" data-testid="book-at-salon">
                <CalendarIcon size={18} /> {t('bookAtSalon')}
              </Link>
              <a href={mapLink(salon)} target="_blank" rel="noopener noreferrer" className="btn btn-outline" aria-label={t('directionsLabel', { name: salon.name })}>
                <MapPinIcon size={18} /> {t('directions')}
              </a>
            </div>
          </section>
          <FreeHours salonId={salon.id} days={page.freeHours} />
        </div>
        <StylistList stylists={page.stylists} />
        {page.nearby.length > 0 && (
          <section className={styles.nearby} aria-labelledby="salon-nearby">
            <h2 id="salon-nearby" className={styles.name}>
              {t('nearby')}
            </h2>
            <div className={styles.nearbyList}>
              {page.nearby.map((near) => (
                <FinderCard key={near.id} salon={near} today={today} />
              ))}
            </div>
          </section>
        )}
      </div>
    </>
  );
}
