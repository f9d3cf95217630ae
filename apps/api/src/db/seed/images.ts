/**
 * Local demo pictures (served by the web app from apps/web/public/images/demo). generate-images.ts
 * draws every file named here; the seed only refers to these names, never to an outside address.
 * They are drawn as SVG (the committed source) and shipped as WebP, which the web build makes from
 * each SVG (apps/web/build/raster-images.ts): a browser decodes a WebP off the main thread.
 */
export const DEMO_IMAGE_DIR = '/images/demo';

/** The address of a shipped demo picture: the WebP the build makes from `${dir}/${name}.svg`. */
export const picture = (dir: string, name: string) => `${dir}/${name}.webp`;
/** The drawn source (public/…svg) of a shipped demo picture's address. */
export const svgSource = (publicPath: string) => publicPath.replace(/\.webp$/, '.svg');

export const IMAGE_COUNTS = {
  stylist: 24,
  reception: 4,
  salon: 12,
  salonInterior: 6,
  hairstyle: 16,
  news: 19,
  reward: 10,
  prize: 8,
  product: 6,
  press: 5,
  care: 4,
  angel: 4,
  homeBanner: 4,
  campaign: 8,
} as const;

export function img(name: string): string {
  return picture(DEMO_IMAGE_DIR, name);
}

/** n is 1-based and wraps around the available pictures. */
const cycle = (n: number, count: number) => ((((n - 1) % count) + count) % count) + 1;

export const stylistAvatar = (n: number) => img(`stylist-${cycle(n, IMAGE_COUNTS.stylist)}`);
export const receptionAvatar = (n: number) => img(`reception-${cycle(n, IMAGE_COUNTS.reception)}`);
export const salonFacade = (n: number) => img(`salon-${cycle(n, IMAGE_COUNTS.salon)}`);
export const salonFacadeNight = (n: number) => img(`salon-${cycle(n, IMAGE_COUNTS.salon)}-night`);
export const salonInterior = (n: number) => img(`salon-interior-${cycle(n, IMAGE_COUNTS.salonInterior)}`);
export const parkingMap = () => img('parking-map');
export const hairstyle = (n: number) => img(`hairstyle-${cycle(n, IMAGE_COUNTS.hairstyle)}`);
export const newsThumb = (n: number) => img(`news-${cycle(n, IMAGE_COUNTS.news)}`);
export const rewardThumb = (n: number) => img(`reward-${cycle(n, IMAGE_COUNTS.reward)}`);
export const prizeImage = (n: number) => img(`prize-${cycle(n, IMAGE_COUNTS.prize)}`);
export const productImage = (n: number) => img(`product-${cycle(n, IMAGE_COUNTS.product)}`);
export const pressLogo = (n: number) => img(`press-${cycle(n, IMAGE_COUNTS.press)}`);
export const careIcon = (n: number) => img(`care-${cycle(n, IMAGE_COUNTS.care)}`);
export const angelImage = (n: number) => img(`angel-${cycle(n, IMAGE_COUNTS.angel)}`);
export const campaignImage = (n: number) => img(`campaign-${cycle(n, IMAGE_COUNTS.campaign)}`);
export const homeBanner = (n: number) => img(`banner-${n}`);
export const homeBannerMobile = (n: number) => img(`banner-${n}-mb`);
export const sectionBanner = (key: string, mobile = false) => img(`section-${key}${mobile ? '-mb' : ''}`);
export const serviceImage = (key: string) => img(`service-${key}`);
export const serviceBanner = (key: string) => img(`service-banner-${key}`);
/**
 * The cover of a care or spa guide: the object it speaks of (svg-scenes.ts motifOf) in one of three
 * colourways (the n-th guide of a list), card (3:2) or square.
 */
export const GUIDE_COLOURWAYS = 3;
export const guideCover = (motif: string, n: number, mobile = false) => img(`guide-${motif}-${n % GUIDE_COLOURWAYS}${mobile ? '-mb' : ''}`);
/** The card (3:2) cover of a hairstyle guide: the look of hairstyle(n), whose square picture is its phone cover. */
export const lookCover = (n: number) => img(`look-${cycle(n, IMAGE_COUNTS.hairstyle)}`);
export const lookbookImage = (slug: string, mobile: boolean) => img(`lookbook-${slug}-${mobile ? 'mb' : 'pc'}`);
