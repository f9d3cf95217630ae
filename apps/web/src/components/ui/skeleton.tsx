import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** CSS aspect-ratio, e.g. '16 / 9'; used instead of a fixed height. */
  ratio?: string;
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/** Shimmering placeholder block shown while content loads. */
export function Skeleton({ width = '100%', height, ratio, radius, className }: SkeletonProps) {
  return (
    <span
      className={`${styles.skeleton} ${className ?? ''}`}
      style={{ width, height: ratio ? undefined : (height ?? 16), aspectRatio: ratio, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}
