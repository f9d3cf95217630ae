import '../locales';
import { salonIdFromQuery } from '@shine/shared';
import type { TSalonPage } from '@shine/shared/schemas/salon';
import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { CalendarIcon, MapPinIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { Skeleton } from '../../../components/ui/skeleton';
import { RouteError } from '../../../components/ui/route-fallback';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { bookingLink } from '../../../lib/booking-link';
import { useSalonPage } from '../api/get-salon-page';
import { SalonOverview } from '../components/salon-overview';
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

  return (
    <>
      <PageHero title={tp('pages.salonHeading', { name: salon.name })}>
        <p className={styles.lead}>{t('bookingSalonLead')}</p>
      </PageHero>
      <div className={`container ${styles.page}`} data-testid="booking-salon">
        <SalonOverview
          page={page}
          headingId="booking-salon-info"
          extraFact={page.stylists.length > 0 && <dd>{t('bookingSalonStylists', { count: page.stylists.length })}</dd>}
          actions={
            <>
              <Link to={bookingLink({ salonId: salon.id })} className="btn btn-accent" data-testid="booking-salon-start">
                <CalendarIcon size={18} /> {t('bookingSalonStart')}
              </Link>
              <Link to={`/salons/${salon.id}`} className="btn btn-outline">
                <MapPinIcon size={18} /> {t('bookingSalonDetail')}
              </Link>
            </>
          }
        />
      </div>
    </>
  );
}
