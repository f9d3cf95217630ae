import '../locales';
import type { GallerySlide } from '@shine/shared';
import { useState, type TouchEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ChevronLeftIcon, ChevronRightIcon, PlayIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { SlideStill } from './salon-gallery';
import styles from './gallery-modal.module.css';

const SWIPE_PX = 40;

/** The full-screen slider of the gallery (spec §9: media ratio 9/16, height 75vh), opened at a slide. */
export function GalleryModal({
  slides,
  poster,
  start,
  open,
  onClose,
}: {
  slides: GallerySlide[];
  poster: string;
  start: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('salons');
  // Mounted anew for each opening (the gallery keys it), so it starts at the tapped slide.
  const [index, setIndex] = useState(start);
  const go = (to: number) => setIndex((to + slides.length) % slides.length);
  const [touchX, setTouchX] = useState<number | null>(null);
  const slide = slides[index];

  return (
    <Modal open={open} onClose={onClose} title={t('gallery')} width={640} className={styles.dialog}>
      <div
        className={styles.stage}
        onTouchStart={(event: TouchEvent) => setTouchX(event.touches[0]?.clientX ?? null)}
        onTouchEnd={(event: TouchEvent) => {
          const end = event.changedTouches[0]?.clientX;
          if (touchX !== null && end !== undefined && Math.abs(end - touchX) > SWIPE_PX) go(end < touchX ? index + 1 : index - 1);
          setTouchX(null);
        }}
      >
        {slides.length > 1 && (
          <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => go(index - 1)} aria-label={t('previous')}>
            <ChevronLeftIcon size={24} />
          </button>
        )}
        <div className={styles.media} data-testid="gallery-slide" data-index={index} aria-live="polite">
          {slide && <Slide key={index} slide={slide} poster={poster} />}
        </div>
        {slides.length > 1 && (
          <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => go(index + 1)} aria-label={t('next')}>
            <ChevronRightIcon size={24} />
          </button>
        )}
      </div>
      <p className={styles.counter}>{t('slideOf', { index: index + 1, total: slides.length })}</p>
    </Modal>
  );
}

/** One slide; a video by id loads its player only when tapped (nothing external loads by itself). */
function Slide({ slide, poster }: { slide: GallerySlide; poster: string }) {
  const { t } = useTranslation('salons');
  const [playing, setPlaying] = useState(false);
  if (slide.kind === 'video') return <video src={slide.src} poster={poster} controls preload="none" playsInline />;
  if (slide.kind === 'player') {
    if (playing) {
      return (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(slide.id)}?autoplay=1&playsinline=1`}
          title={t('playVideo')}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      );
    }
    return (
      <button type="button" className={styles.playButton} onClick={() => setPlaying(true)} aria-label={t('playVideo')}>
        <img src={poster} alt="" />
        <span className={styles.play}>
          <PlayIcon size={30} />
        </span>
      </button>
    );
  }
  return <SlideStill slide={slide} poster={poster} eager />;
}
