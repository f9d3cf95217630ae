import '../locales';
import { DEFAULT_SALON_PICTURE, type GallerySlide } from '@shine/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { PlayIcon } from '../../../components/ui/icons';
import styles from './salon-gallery.module.css';

// The slider's code loads on the first tap, not with the page.
const GalleryModal = lazy(() => import('./gallery-modal').then((module) => ({ default: module.GalleryModal })));

const showDefaultPicture = (event: React.SyntheticEvent<HTMLImageElement>) => {
  if (!event.currentTarget.src.endsWith(DEFAULT_SALON_PICTURE)) event.currentTarget.src = DEFAULT_SALON_PICTURE;
};

/** A slide as a still: pictures as they are, videos as the first picture (or the default) with a play mark. */
export function SlideStill({ slide, poster, eager = false }: { slide: GallerySlide; poster: string; eager?: boolean }) {
  const src = slide.kind === 'image' ? slide.src : poster;
  return (
    <>
      <img src={src} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} onError={showDefaultPicture} />
      {slide.kind !== 'image' && (
        <span className={styles.play} aria-hidden="true">
          <PlayIcon size={26} />
        </span>
      )}
    </>
  );
}

/**
 * Spec §2 salon media gallery: the main video or picture on two thirds, two side pictures; a tap opens
 * the full-screen slider at that slide.
 */
export function SalonGallery({ slides }: { slides: GallerySlide[] }) {
  const { t } = useTranslation('salons');
  const [opened, setOpened] = useState<number | null>(null);
  // How many times the slider was opened: its key, so each opening starts at the tapped slide.
  const [openings, setOpenings] = useState(0);
  const poster = slides.find((s): s is Extract<GallerySlide, { kind: 'image' }> => s.kind === 'image')?.src ?? DEFAULT_SALON_PICTURE;
  const tiles = slides.slice(0, 3);
  const open = (index: number) => {
    setOpenings((n) => n + 1);
    setOpened(index);
  };

  return (
    <section className={`${styles.gallery} ${tiles.length === 1 ? styles.single : ''}`} aria-label={t('gallery')} data-testid="salon-gallery">
      {tiles.map((slide, index) => (
        <button
          key={index}
          type="button"
          className={index === 0 ? styles.main : styles.side}
          onClick={() => open(index)}
          aria-label={t('openMedia', { index: index + 1 })}
          data-testid={`gallery-tile-${index}`}
        >
          <SlideStill slide={slide} poster={poster} eager={index === 0} />
        </button>
      ))}
      {openings > 0 && (
        <Suspense fallback={null}>
          <GalleryModal key={openings} slides={slides} poster={poster} start={opened ?? 0} open={opened !== null} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </section>
  );
}
