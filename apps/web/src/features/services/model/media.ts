import type { TServiceDetail } from '@shine/shared/schemas/catalog';

type Banner = TServiceDetail['banners'][number];

export type BannerView = { kind: 'image'; src: string } | { kind: 'video'; videoId: string; embed: string } | { kind: 'clip'; src: string };

const IMAGE_FILE = /\.(svg|png|jpe?g|webp|gif|avif)(\?.*)?$/i;

/** Spec §2 detail banners: image, video by id (YouTube), clip (a video file; a picture link shows as picture). */
export function bannerView(banner: Banner): BannerView {
  if (banner.type === 'video') {
    const videoId = banner.link.trim();
    return { kind: 'video', videoId, embed: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0` };
  }
  if (banner.type === 'clip' && !IMAGE_FILE.test(banner.link)) return { kind: 'clip', src: banner.link };
  return { kind: 'image', src: banner.link };
}
