import { shownAddress } from '@shine/shared/rules/salon-address';
import '../locales';
import { formatDateBook, salonIdFromQuery, zonedToday } from '@shine/shared';
import type { TSalonPage } from '@shine/shared/schemas/salon';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { isRouteErrorResponse, Link, useParams, useRouteError } from 'react-router';
import { CalendarIcon, MapPinIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { Skeleton } from '../../../components/ui/skeleton';
import { RouteError } from '../../../components/ui/route-fallback';
import { ApiError } from '../../../lib/api-client';
import { now } from '../../../lib/clock';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { bookingLink } from '../../../lib/booking-link';
import { useSalonPage } from '../api/get-salon-page';
import { FinderCard } from '../components/finder-card';
import { SalonOverview } from '../components/salon-overview';
import { SalonJsonLd } from '../components/salon-json-ld';
import { StylistList } from '../components/stylist-list';
import { mapLink } from '../model/map-link';
import { SalonNotFound } from './salon-not-found';
import styles from './salon-page.module.css';

// Issue 33: its waitlist, a chunk of its own shown once the page is interactive.
const SalonWaitlist = lazy(() => import('../components/salon-waitlist'));

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
  // As the server wrote it (route-data.ts salonHead).
  useDocumentTitle(tp('pages.salonDetailOf', { name: salon.name, district: salon.districtName, city: salon.cityName }));
  const [today] = useState(() => formatDateBook(zonedToday(now())));
  const url = `/salons/${salon.id}`;
  const hydrated = useHydrated();

  return (
    <>
      <SalonJsonLd page={page} url={url} />
      <PageHero title={tp('pages.salonHeading', { name: salon.name })}>
        <p className={styles.lead}>
          <MapPinIcon size={16} /> {shownAddress(salon).address}
        </p>
      </PageHero>
      <div className={`container ${styles.page}`} data-testid="salon-page">
        <SalonOverview
          page={page}
          headingId="salon-info"
          actions={
            <>
              <Link to={bookingLink({ salonId: salon.id })} className="btn btn-accent" data-testid="book-at-salon">
                <CalendarIcon size={18} /> {t('bookAtSalon')}
              </Link>
              <a
                href={mapLink(salon)}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn-outline"
                aria-label={t('directionsLabel', { name: salon.name })}
              >
                <MapPinIcon size={18} /> {t('directions')}
              </a>
            </>
          }
        />
        <StylistList stylists={page.stylists} />
        {hydrated && (
          <Suspense fallback={null}>
            <SalonWaitlist page={page} />
          </Suspense>
        )}
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
