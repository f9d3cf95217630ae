import '../locales';
import { formatDateBook, gallerySlides, salonIdFromQuery, zonedToday } from '@shine/shared';
import type { TSalonPage } from '@shine/shared/schemas/salon';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
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
import { FreeHours } from '../components/free-hours';
import { SalonGallery } from '../components/salon-gallery';
import styles from './salon-page.module.css';
import { SystemSalonPage } from './system-salon-page';

/**
 * /booking/salon?salonId=…: a short summary of one salon that starts the wizard with it chosen (or
 * straight at a free hour). Without a salon, or with an unknown or closed one, the salon chooser opens.
 */
export function BookingSalonPage() {
  const [search] = useSearchParams();
  const salonId = salonIdFromQuery(search.get('salonId'));
  const page = useSalonPage(salonId);
  // No salon, or an unknown or closed one: choose a salon here (each card opens its summary).
  if (salonId <= 0 || (page.error instanceof ApiError && page.error.status >= 400 && page.error.status < 500)) return <SystemSalonPage chooser />;
  if (page.error) return <RouteError />;
  if (!page.data) return <Skeleton height={480} radius={16} />;
  return <BookingSalonView page={page.data} />;
}

function BookingSalonView({ page }: { page: TSalonPage }) {
  const { t } = useTranslation('salons');
  const { t: tp } = useTranslation();
  const { salon } = page;
  useDocumentTitle(`${tp('pages.bookingSalon')} ${salon.name}`);
  const [today] = useState(() => formatDateBook(zonedToday(now())));
  const slides = useMemo(() => gallerySlides(salon.listImages, salon.images), [salon.listImages, salon.images]);
  const tags = useSalonTags(salon);

  return (
    <>
      <PageHero title={tp('pages.salonHeading', { name: salon.name })}>
        <p className={styles.lead}>{t('bookingSalonLead')}</p>
      </PageHero>
      <div className={`container ${styles.page}`} data-testid="booking-salon">
        {opensLater(today, salon.openingDate) && salon.openingDate && <p className={styles.opening}>{t('openingSoon', { date: displayDate(salon.openingDate) })}</p>}
        <SalonGallery slides={slides} />
        <div className={styles.columns}>
          <section className={styles.info} aria-labelledby="booking-salon-info">
            <h2 id="booking-salon-info" className={styles.name}>
              {salon.name}
            </h2>
            <dl className={styles.facts}>
              <div>
                <dt>{t('addressNew')}</dt>
                <dd>{salon.addressNew ?? salon.address}</dd>
              </div>
              {salon.addressNew && (
                <div>
                  <dt>{t('address')}</dt>
                  <dd>{salon.address}</dd>
                </div>
              )}
              {salon.addressNote && <dd className={styles.note}>{salon.addressNote}</dd>}
              <div>
                <dt>
                  <ClockIcon size={15} /> {t('hours')}
                </dt>
                <dd>{t('hoursValue', { opens: page.opens, closes: page.closes })}</dd>
              </div>
              {page.stylists.length > 0 && <dd>{t('bookingSalonStylists', { count: page.stylists.length })}</dd>}
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
              <Link to={bookingLink({ salonId: salon.id })} className="btn btn-accent" data-testid="booking-salon-start">
                <CalendarIcon size={18} /> {t('bookingSalonStart')}
              </Link>
              <Link to={`/salons/${salon.id}`} className="btn btn-outline">
                <MapPinIcon size={18} /> {t('bookingSalonDetail')}
              </Link>
            </div>
          </section>
          <FreeHours salonId={salon.id} days={page.freeHours} />
        </div>
      </div>
    </>
  );
}
