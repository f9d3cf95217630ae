import { Children, useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import styles from './carousel.module.css';

interface CarouselProps {
  children: ReactNode;
  label: string;
  /** Slides visible at once on desktop and on mobile (fractions show a peek of the next one). */
  perViewPC?: number;
  perViewMB?: number;
  gap?: number;
  /** Advance every this many ms (paused while hovered, focused or touched). */
  autoplayMs?: number;
  dots?: boolean;
  className?: string;
}

/** Native scroll-snap slider: swipe on touch, arrows above 768 px, optional dots and autoplay. */
export function Carousel({ children, label, perViewPC = 4, perViewMB = 1.3, gap = 16, autoplayMs, dots, className }: CarouselProps) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const pausedRef = useRef(false);
  const slides = Children.toArray(children);
  const [state, setState] = useState({ index: 0, atStart: true, atEnd: slides.length <= 1 });

  const step = useCallback(() => {
    const track = trackRef.current;
    const first = track?.firstElementChild as HTMLElement | null | undefined;
    return first ? first.offsetWidth + gap : 1;
  }, [gap]);

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const { scrollLeft, clientWidth, scrollWidth } = track;
    const next = { index: Math.round(scrollLeft / step()), atStart: scrollLeft < 4, atEnd: scrollLeft + clientWidth >= scrollWidth - 4 };
    setState((prev) => (prev.index === next.index && prev.atStart === next.atStart && prev.atEnd === next.atEnd ? prev : next));
  }, [step]);

  const goTo = useCallback((index: number) => trackRef.current?.scrollTo({ left: index * step(), behavior: 'smooth' }), [step]);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, slides.length]);

  useEffect(() => {
    if (!autoplayMs || slides.length < 2) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      if (pausedRef.current || document.hidden) return;
      const track = trackRef.current;
      if (!track) return;
      const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 4;
      goTo(atEnd ? 0 : Math.round(track.scrollLeft / step()) + 1);
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [autoplayMs, slides.length, goTo, step]);

  const pause = (paused: boolean) => () => {
    pausedRef.current = paused;
  };
  const vars = { '--spv-pc': perViewPC, '--spv-mb': perViewMB, '--gap': `${gap}px` } as CSSProperties;

  return (
    <div
      className={`${styles.root} ${className ?? ''}`}
      style={vars}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={pause(true)}
      onPointerLeave={pause(false)}
      onFocus={pause(true)}
      onBlur={pause(false)}
      onTouchStart={pause(true)}
      onTouchEnd={pause(false)}
    >
      {/* Focusable so a keyboard can scroll a track whose slides hold no link (axe scrollable-region-focusable). */}
      <div ref={trackRef} className={styles.track} onScroll={measure} tabIndex={0}>
        {slides.map((slide, index) => (
          <div key={index} className={styles.slide} role="group" aria-roledescription="slide">
            {slide}
          </div>
        ))}
      </div>
      {!(state.atStart && state.atEnd) && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            onClick={() => goTo(state.index - 1)}
            disabled={state.atStart}
            aria-label={t('common.previous')}
          >
            <ChevronLeftIcon size={22} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => goTo(state.index + 1)}
            disabled={state.atEnd}
            aria-label={t('common.next')}
          >
            <ChevronRightIcon size={22} />
          </button>
        </>
      )}
      {dots && slides.length > 1 && (
        <div className={styles.dots}>
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              className={`${styles.dot} ${index === state.index ? styles.dotActive : ''}`}
              onClick={() => goTo(index)}
              aria-label={t('home.slide', { index: index + 1 })}
              aria-current={index === state.index}
            />
          ))}
        </div>
      )}
    </div>
  );
}
