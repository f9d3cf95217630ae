import type { TNewsArticle } from '@shine/shared/schemas/content-pages';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { ArrowRightIcon, ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { NEWS_END_DELAY_MS, newsSliderLayout } from '../model/news-slider';
import styles from './news-slider.module.css';

/**
 * The news page's slider (spec §2): a card per article with its picture, title, the press outlet it
 * first ran in (its mark beside its name, when it came from the press) and 'Xem chi tiết' opening the
 * article's own page on this site (issue 27 item 8). 1.3 cards below 600 px, 3.5 from 600; gap 16/20; arrows only
 * above 768 px, disabled at either end. The end flag follows a slide change after 500 ms.
 */
export function NewsSlider({ articles }: { articles: TNewsArticle[] }) {
  const { t } = useTranslation('content');
  const trackRef = useRef<HTMLDivElement>(null);
  // The server renders the desktop layout; CSS already sizes the cards by width, the state only drives arrows.
  const [width, setWidth] = useState(1366);
  const [index, setIndex] = useState(0);
  const [atEnd, setAtEnd] = useState(false);
  const layout = newsSliderLayout(width);

  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  const step = useCallback(() => {
    const first = trackRef.current?.firstElementChild as HTMLElement | null | undefined;
    return first ? first.offsetWidth + layout.gap : 1;
  }, [layout.gap]);

  const onScroll = () => {
    const track = trackRef.current;
    if (track) setIndex(Math.round(track.scrollLeft / step()));
  };

  // Spec §6: the end flag updates 500 ms after the slide changed (the scroll has settled by then).
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const track = trackRef.current;
      if (track) setAtEnd(track.scrollLeft + track.clientWidth >= track.scrollWidth - 4);
    }, NEWS_END_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [index, width, articles.length]);

  const goTo = (next: number) => trackRef.current?.scrollTo({ left: Math.max(0, next) * step(), behavior: 'smooth' });
  const vars = { '--news-gap': `${layout.gap}px` } as CSSProperties;

  return (
    <div className={styles.root} style={vars} role="region" aria-roledescription="carousel" aria-label={t('newsSlider')} data-testid="news-slider">
      <div ref={trackRef} className={styles.track} onScroll={onScroll} data-testid="news-track">
        {articles.map((article, index) => (
          <article key={article.id} className={styles.card} data-testid="news-card" aria-roledescription="slide">
            {/* The first slide's picture is the first screen's (LCP): asked for at once. */}
            <img
              className={styles.image}
              src={article.img}
              alt=""
              width={600}
              height={400}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              decoding="async"
            />
            <div className={styles.body}>
              {article.source ? (
                <p className={styles.source} data-testid="news-source">
                  {article.logoBlog && <img className={styles.logo} src={article.logoBlog} alt="" width={72} height={24} loading="lazy" />}
                  <span>{t('fromPress', { name: article.source })}</span>
                </p>
              ) : (
                <span />
              )}
              <h2 className={styles.title}>{article.title}</h2>
              <Link to={article.link} className={styles.more} aria-label={t('viewDetailOf', { title: article.title })}>
                {t('viewDetail')} <ArrowRightIcon size={16} />
              </Link>
            </div>
          </article>
        ))}
      </div>
      {layout.arrows && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            onClick={() => goTo(index - 1)}
            disabled={index === 0}
            aria-label={t('previous')}
            data-testid="news-prev"
          >
            <ChevronLeftIcon size={22} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => goTo(index + 1)}
            disabled={atEnd}
            aria-label={t('next')}
            data-testid="news-next"
          >
            <ChevronRightIcon size={22} />
          </button>
        </>
      )}
    </div>
  );
}
