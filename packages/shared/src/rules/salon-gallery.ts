// The salon media gallery (spec §2 "Salon media gallery"): main video or image plus side images; the
// image is used when there is no video; a default salon picture when media are missing.

export const DEFAULT_SALON_PICTURE = '/images/fallback.svg';

export type GallerySlide =
  /** A picture. */
  | { kind: 'image'; src: string }
  /** A local video file, played by the browser's own player (loaded only when played). */
  | { kind: 'video'; src: string }
  /** A video known by its id: the player loads only when the customer taps it. */
  | { kind: 'player'; id: string };

const VIDEO_FILE = /\.(mp4|webm|ogv|m3u8)(\?.*)?$/i;
const VIDEO_ID = /^[\w-]{6,20}$/;

/** One medium of the salon as a slide; a clip that is a picture is shown as a picture. */
export function toSlide(media: { type: 'image' | 'clip'; link: string }): GallerySlide | null {
  const link = media.link.trim();
  if (!link) return null;
  if (media.type === 'clip') {
    if (VIDEO_FILE.test(link)) return { kind: 'video', src: link };
    if (VIDEO_ID.test(link)) return { kind: 'player', id: link };
  }
  return { kind: 'image', src: link };
}

/**
 * The gallery's slides: the salon's media list (a video first when it has one), else its pictures,
 * else the default salon picture, so the gallery is never empty.
 */
export function gallerySlides(listImages: readonly { type: 'image' | 'clip'; link: string }[], images: readonly string[]): GallerySlide[] {
  const slides = listImages.flatMap((media) => toSlide(media) ?? []);
  const videos = slides.filter((s) => s.kind !== 'image');
  const pictures = slides.filter((s) => s.kind === 'image');
  const ordered = [...videos, ...pictures];
  if (ordered.length > 0) return ordered;
  const fromImages = images.filter((src) => src.trim() !== '').map((src): GallerySlide => ({ kind: 'image', src }));
  return fromImages.length > 0 ? fromImages : [{ kind: 'image', src: DEFAULT_SALON_PICTURE }];
}
