// Layout and animation numbers of spec §2 and §9, kept apart from business rules.

export const MOBILE_BREAKPOINT = 768;
export const BANNER_MOBILE_BREAKPOINT = 767;
export const NEWS_SLIDER_BREAKPOINT = 600;
export const MODAL_WIDTH = 480;

export const BANNER_AUTOPLAY_MS = 5000;
export const CAROUSEL_SLIDES_DESKTOP = 4;
export const CAROUSEL_SLIDES_MOBILE_OPTIONS = [2.3, 1.3, 2.5] as const;
export const HOUR_STRIP_SLIDES = 4.2;
export const HOUR_STRIP_SLIDES_WIDE = 5.2;
export const HOUR_STRIP_WIDE_FROM = 1200;
export const HOUR_STRIP_GAP = 8;
export const SERVICE_SWIPER_SLIDES = 1.3;
export const SERVICE_SWIPER_GAP = 15;
export const SERVICE_GRID_COLUMNS = 2;

export const NEWS_SLIDES_NARROW = 1.3;
export const NEWS_SLIDES_WIDE = 3.5;
export const NEWS_GAP_NARROW = 16;
export const NEWS_GAP_WIDE = 20;
export const NEWS_END_DELAY_MS = 500;
export const GALLERY_SIDE_IMAGES = 2;

export const MODAL_UNMOUNT_DELAY_MS = 500;
export const LOGO_ALTERNATE_MS = 5000;
export const LOGO_FADE_MS = 300;
export const SCROLL_ANIMATION_MS = 300;
export const SCROLL_ANIMATION_OFFSET = 50;
export const SERVICE_DETAIL_BANNER_COLLAPSED_HEIGHT = 500;
export const MODAL_MEDIA_RATIO = 9 / 16;
export const MODAL_MEDIA_HEIGHT = '75vh';

export const QR_SCANNER_FPS = 10;
/** Scan box side as a share of the smaller video side. */
export const QR_BOX_RATIO = 0.6;
export const QR_ASPECT_RATIO = 2;
export const QR_ASPECT_RATIO_WIDE = 1 / 1.5;
export const QR_WIDE_FROM = 1100;
