import '../../locales';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../../components/ui/icons';
import { Skeleton } from '../../../../components/ui/skeleton';
import type { HourBox, HourGroup } from '../../model/booking-types';
import { openingColumn, stripColumns } from '../../model/hour-rules';
import styles from './hour-strip.module.css';

interface HourStripProps {
  groups: HourGroup[] | undefined;
  loading: boolean;
  selectedId: number | null;
  isPickable: (hour: HourBox) => boolean;
  onPick: (hour: HourBox) => void;
  /** Red hint: 'Chốt giờ cắt' was pressed without an hour (spec §2). */
  highlighted: boolean;
  hint: string;
}

/** Swipeable hour strip: columns of three, 4.2 per view (5.2 from 1200 px), gap 8, previous/next. */
export function HourStrip({ groups, loading, selectedId, isPickable, onPick, highlighted, hint }: HourStripProps) {
  const { t } = useTranslation('booking');
  const trackRef = useRef<HTMLDivElement>(null);
  const { columns, starts } = useMemo(() => stripColumns(groups ?? []), [groups]);

  const scrollToColumn = (index: number, smooth = true) => {
    const track = trackRef.current;
    const column = track?.children[index] as HTMLElement | undefined;
    if (track && column) track.scrollTo({ left: column.offsetLeft - track.offsetLeft, behavior: smooth ? 'smooth' : 'auto' });
  };
  const page = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (track) track.scrollBy({ left: direction * track.clientWidth * 0.8, behavior: 'smooth' });
  };

  // Open at the group of the first pickable hour, before the strip is painted.
  const opening = openingColumn(groups ?? [], isPickable);
  const hasColumns = columns.length > 0;
  useLayoutEffect(() => {
    if (hasColumns) scrollToColumn(opening, false);
  }, [opening, groups, hasColumns]);

  if (loading && columns.length === 0) {
    return (
      <div className={styles.skeleton} aria-busy="true" data-testid="hour-skeleton">
        {Array.from({ length: 12 }, (_, i) => (
          <Skeleton key={i} height={44} radius={10} />
        ))}
      </div>
    );
  }

  return (
    <div className={`${styles.root} ${loading ? styles.refreshing : ''}`} data-testid="hour-strip" aria-busy={loading}>
      <div className={styles.groups}>
        {starts.map((start) => (
          <button key={start.name} type="button" className={styles.group} onClick={() => scrollToColumn(start.column)}>
            {start.name}
          </button>
        ))}
        <span className={styles.nav}>
          <button type="button" className={styles.arrow} onClick={() => page(-1)} aria-label={t('previous')}>
            <ChevronLeftIcon size={18} />
          </button>
          <button type="button" className={styles.arrow} onClick={() => page(1)} aria-label={t('next')}>
            <ChevronRightIcon size={18} />
          </button>
        </span>
      </div>
      <div ref={trackRef} className={styles.track} role="listbox" aria-label={t('chooseHour')}>
        {columns.map((column, index) => (
          <div key={index} className={styles.column}>
            {column.map((hour) => {
              const pickable = isPickable(hour);
              const selected = hour.hourId === selectedId;
              return (
                <button
                  key={hour.hourId}
                  type="button"
                  role="option"
                  aria-selected={selected}
                  aria-disabled={!pickable}
                  className={`${styles.hour} ${selected ? styles.selected : ''} ${pickable ? '' : styles.busy}`}
                  onClick={() => onPick(hour)}
                  data-free={pickable}
                >
                  <span>{hour.hour}</span>
                  {pickable && hour.guideText && <small>{hour.guideText}</small>}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      {highlighted && (
        <p className={styles.hint} role="alert">
          {hint}
        </p>
      )}
    </div>
  );
}
