import type { TBanner } from '@shine/shared/schemas/content';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import { Carousel } from '../../../components/ui/carousel';
import { PlayIcon } from '../../../components/ui/icons';
import { SmartLink } from '../../../components/ui/smart-link';
import { useMobileLayout } from '../../../lib/layout-mode';
import { MOBILE_QUERY } from '../../../lib/use-media-query';
import { track } from '../../../lib/tracking';
import styles from './banner-carousel.module.css';

// The video player's modal loads on the first tap of a video banner.
const VideoModal = lazy(() => import('./video-modal').then((module) => ({ default: module.VideoModal })));

/** Spec section 9: banner autoplay 5 s. */
export const BANNER_AUTOPLAY_MS = 5000;

/** Banners meant for the website (`isWebsite`), each with the picture for this layout. */
export function websiteBanners(banners: TBanner[], mobile: boolean): { banner: TBanner; image: string }[] {
  return banners.filter((banner) => banner.isWebsite).map((banner) => ({ banner, image: (mobile && banner.linkMobile) || banner.link }));
}

const isVideo = (banner: TBanner) => banner.addOn?.type === 'youtube';

export function BannerCarousel({ banners }: { banners: TBanner[] }) {
  const { t } = useTranslation();
  const mobile = useMobileLayout();
  const [video, setVideo] = useState<string | null>(null);
  // Mounted from the first tap on, so the modal keeps its closing animation.
  const [videoOpened, setVideoOpened] = useState(false);
  // This part hydrates from its own chunk, after the page: `data-hydrated` says its banners answer taps.
  const hydrated = useHydrated();
  const shown = websiteBanners(banners, mobile);
  if (shown.length === 0) return null;

  const onClick = (banner: TBanner) => {
    track({ pageId: 'home', eventId: 'home_banner_click', data: { placementId: banner.placementId } });
    if (isVideo(banner)) {
      setVideoOpened(true);
      setVideo(banner.addOn?.videoId ?? '');
    }
  };

  return (
    <section className={styles.banners} data-testid="banner-carousel" data-hydrated={hydrated ? '' : undefined}>
      <Carousel label={t('home.bannersLabel')} perViewPC={1} perViewMB={1} gap={0} autoplayMs={BANNER_AUTOPLAY_MS} dots>
        {shown.map(({ banner, image: src }, index) => {
          const picture = (
            <img
              src={src}
              alt={banner.title ?? ''}
              className={styles.image}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              draggable={false}
            />
          );
          // Until this part hydrates only the first banner's picture loads: the others sit beside it in the
          // track, so the browser would fetch them at once, sharing a phone's bandwidth with the app's
          // scripts. Their slides keep their dark background meanwhile.
          const image =
            index > 0 && !hydrated ? (
              <span className={styles.image} {...(banner.title ? { role: 'img', 'aria-label': banner.title } : {})} />
            ) : banner.linkMobile ? (
              // The server renders before it knows the viewport: the browser picks the phone picture itself.
              <picture className={styles.picture}>
                <source media={MOBILE_QUERY} srcSet={banner.linkMobile} />
                {picture}
              </picture>
            ) : (
              picture
            );
          return isVideo(banner) ? (
            <button
              key={`${banner.placementId}-${index}`}
              type="button"
              className={styles.slide}
              onClick={() => onClick(banner)}
              aria-label={banner.title ?? t('home.videoOpen')}
            >
              {image}
              <span className={styles.play}>
                <PlayIcon size={28} />
              </span>
            </button>
          ) : (
            <SmartLink key={`${banner.placementId}-${index}`} href={banner.redirectLink} className={styles.slide} onClick={() => onClick(banner)}>
              {image}
            </SmartLink>
          );
        })}
      </Carousel>
      {videoOpened && (
        <Suspense fallback={null}>
          <VideoModal videoId={video} onClose={() => setVideo(null)} />
        </Suspense>
      )}
    </section>
  );
}
