import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { UpcomingBookingsHost } from '../account';
import { useHomeContent } from './api/get-home-content';
// The lazy parts' styles stay in the first CSS, in the order they had there: the server's HTML of them is
// styled before their chunk arrives.
import '../../components/ui/carousel.module.css';
import './components/banner-carousel.module.css';
import { BookingForm } from './components/booking-form';
import { HomeError, HomeSkeleton } from './components/home-states';
import './components/home-sections.module.css';
import './components/item-card.module.css';
import './components/section-banner.module.css';

// Their own chunks, hydrated once they arrive; the server's HTML shows them meanwhile: the banners (links
// and a native scroll-snap track, so they work before; arrows, dots and autoplay come with the chunk)
// and the sections below the form.
const BannerCarousel = lazy(() => import('./components/banner-carousel').then((module) => ({ default: module.BannerCarousel })));
const HomeSections = lazy(() => import('./components/home-sections').then((module) => ({ default: module.HomeSections })));

/** Home: banners, the phone booking form and the configured sections (spec section 2 'Home'). */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.documentTitle'), false);
  const content = useHomeContent();

  return (
    <>
      {content.isPending && <HomeSkeleton part="banner" />}
      {content.data && (
        <Suspense fallback={<HomeSkeleton part="banner" />}>
          <BannerCarousel banners={content.data.banners} />
        </Suspense>
      )}
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
