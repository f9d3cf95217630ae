import { SERVICE_DETAIL_BANNER_COLLAPSED_HEIGHT } from '@shine/shared/rules/ui-constants';
import type { TServiceDetail } from '@shine/shared/schemas/catalog';
import { useEffect, useRef, useState } from 'react';
import { PlayIcon } from '../../../components/ui/icons';
import { bannerView, type BannerView } from '../model/media';
import type { SpecMessage } from '../types';
import { ServiceImage } from './service-image';
import styles from './detail-banners.module.css';

function Video({ view, title }: { view: Extract<BannerView, { kind: 'video' }>; title: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return <iframe className={styles.frame} src={view.embed} title={title} allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen />;
  }
  // The player loads only when asked: no third-party frame for a visitor who does not watch.
  return (
    <button type="button" className={styles.poster} onClick={() => setPlaying(true)} aria-label={`Video: ${title}`}>
      <PlayIcon size={44} />
    </button>
  );
}

/** Spec §2 detail banners (image, video by id, clip), collapsed to 500 px with See more / See less. */
export function DetailBanners({ banners, title, msg }: { banners: TServiceDetail['banners']; title: string; msg: SpecMessage }) {
  const areaRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    const measure = () => setOverflows(area.scrollHeight > SERVICE_DETAIL_BANNER_COLLAPSED_HEIGHT + 1);
    measure();
    const observer = new ResizeObserver(measure);
    for (const child of Array.from(area.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [banners]);

  if (banners.length === 0) return null;
  return (
    <div className={styles.wrap}>
      <div
        ref={areaRef}
        className={`${styles.area} ${!expanded && overflows ? styles.collapsed : ''}`}
        style={expanded ? undefined : { maxHeight: SERVICE_DETAIL_BANNER_COLLAPSED_HEIGHT }}
        data-testid="detail-banners"
      >
        {banners.map((banner, i) => {
          const view = bannerView(banner);
          const key = `${banner.type}-${i}`;
          if (view.kind === 'video') return <Video key={key} view={view} title={title} />;
          if (view.kind === 'clip') {
            return <video key={key} className={styles.clip} src={view.src} controls muted playsInline loop preload="metadata" />;
          }
          return <ServiceImage key={key} className={styles.image} src={view.src} alt={i === 0 ? title : ''} />;
        })}
      </div>
      {overflows && (
        <button type="button" className={styles.toggle} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? msg('service.seeLess') : msg('service.seeMore')}
        </button>
      )}
    </div>
  );
}
