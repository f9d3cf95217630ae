import { MOBILE_MEDIA } from '../model/links';

/** A picture with its pc and mobile versions (mobile below 768 px, spec §2), sized to keep its ratio. */
export function ResponsiveImage(props: {
  pc: string;
  mb: string;
  alt: string;
  className?: string;
  pcSize: readonly [number, number];
  mbSize: readonly [number, number];
  /** The first screen's picture (LCP): asked for at once, before the others. */
  eager?: boolean;
}) {
  return (
    <picture className={props.className}>
      <source media={MOBILE_MEDIA} srcSet={props.mb} width={props.mbSize[0]} height={props.mbSize[1]} />
      <img
        src={props.pc}
        alt={props.alt}
        width={props.pcSize[0]}
        height={props.pcSize[1]}
        loading={props.eager ? 'eager' : 'lazy'}
        fetchPriority={props.eager ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}

/** Sizes of the pictures (seed/collections.ts IMAGE_SIZES). */
export const SIZES = {
  cover: { pc: [1920, 640], mb: [750, 938] },
  style: { pc: [800, 1000], mb: [640, 640] },
  discover: { pc: [1200, 675], mb: [750, 750] },
} as const;
