import { HOTLINE } from '@shine/shared/rules/constants';

// Brand and contact facts shown on every page.
export const BRAND = import.meta.env.VITE_BRAND_NAME ?? 'Shine';
export { HOTLINE };
/** 1900 numbers are read in pairs: 1900.27.27.03. */
export const HOTLINE_DISPLAY = HOTLINE.replace(/^(\d{4})(\d{2})(\d{2})(\d{2})$/, '$1.$2.$3.$4');
export const SHOP_URL = import.meta.env.VITE_SHOP_URL ?? '';

/** Chat apps and social pages; links a visitor clicks (the site itself needs none of them). */
export const CHAT_LINKS = {
  zalo: 'https://zalo.me/1900272703',
  messenger: 'https://www.facebook.com/messages/t/shine.salon',
} as const;

export const SOCIALS = [
  { id: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/shine.salon', followers: '1,2 triệu' },
  { id: 'youtube', name: 'YouTube', href: 'https://www.youtube.com/@shine.salon', followers: '356 nghìn' },
  { id: 'tiktok', name: 'TikTok', href: 'https://www.tiktok.com/@shine.salon', followers: '890 nghìn' },
] as const;

/**
 * The customer app in the stores, set per deployment at build time. Without a store id the buttons
 * open the store's search for the brand (never a made-up app page).
 */
export const APP_LINKS = {
  ios: import.meta.env.VITE_APP_STORE_URL ?? `https://apps.apple.com/vn/search?term=${encodeURIComponent(BRAND)}`,
  android: import.meta.env.VITE_PLAY_STORE_URL ?? `https://play.google.com/store/search?q=${encodeURIComponent(BRAND)}&c=apps`,
} as const;
