import { BRAND } from '../../lib/constants';
import type { NavLink } from './nav-links';

// What the footer links to (its own chunk, like the footer: the first chunk carries none of it).

/** The footer's "about" column. */
export const FOOTER_ABOUT: NavLink[] = [
  { to: '/about', labelKey: 'nav.about' },
  { to: '/shine-care', labelKey: 'pages.care' },
  { to: '/shine-member', labelKey: 'pages.member' },
  { to: '/system-salon', labelKey: 'pages.systemSalon' },
  { to: '/recruitment', labelKey: 'pages.recruitment', newTab: true },
  { to: '/lien-he-nhuong-quyen', labelKey: 'pages.franchise' },
  { to: '/contact-advertising', labelKey: 'pages.advertising' },
];

/** The footer's policies column. */
export const FOOTER_POLICIES: NavLink[] = [
  { to: '/chinh-sach-bao-mat', labelKey: 'pages.privacy' },
  { to: '/dieu-kien-giao-dich-chung', labelKey: 'pages.terms' },
  { to: '/giay-phep-giao-duc-nghe-nghiep', labelKey: 'pages.license' },
  { to: '/dieu-khoan-topup', labelKey: 'pages.topupTerms' },
  { to: '/bi-kip-cham-soc-toc', labelKey: 'pages.hairCareTips' },
  { to: '/delete-account', labelKey: 'pages.deleteAccount' },
];

/** The social pages; links a visitor clicks (the site itself needs none of them). */
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
