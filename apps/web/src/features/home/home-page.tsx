import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { UpcomingBookingsHost } from '../account';
import { useHomeContent } from './api/get-home-content';
import { BannerCarousel } from './components/banner-carousel';
import { BookingForm } from './components/booking-form';
import { HomeError, HomeSkeleton } from './components/home-states';
// The lazy sections' styles stay in the first CSS: the server's HTML of them is styled before their chunk arrives.
import './components/home-sections.module.css';
import './components/item-card.module.css';
import './components/section-banner.module.css';

// Below the banners and the form: its own chunk, hydrated once it arrives (the server's HTML shows it meanwhile).
const HomeSections = lazy(() => import('./components/home-sections').then((module) => ({ default: module.HomeSections })));

/** Home: banners, the phone booking form and the configured sections (spec section 2 'Home'). */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.documentTitle'), false);
  const content = useHomeContent();

  return (
    <>
      {content.isPending && <HomeSkeleton part="banner" />}
      {content.data && <BannerCarousel banners={content.data.banners} />}
      <BookingForm overlap={Boolean(content.data?.banners.length) || content.isPending} />
      <UpcomingBookingsHost />
      {content.isPending && <HomeSkeleton part="sections" />}
      {content.isError && <HomeError onRetry={() => void content.refetch()} retrying={content.isFetching} />}
      {content.data && (
        <Suspense fallback={<HomeSkeleton part="sections" />}>
          <HomeSections sections={content.data.sections} />
        </Suspense>
      )}
    </>
  );
}
