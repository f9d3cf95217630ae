import type { ParseKeys } from '../../lib/i18n';

export interface NavLink {
  to: string;
  labelKey: ParseKeys;
  /** Spec section 2: the shop and recruitment links open in a new tab. */
  newTab?: boolean;
}

/** Main menu, shown in the desktop header and the mobile menu. */
export const MAIN_NAV: NavLink[] = [
  { to: '/service', labelKey: 'nav.service' },
  { to: '/system-salon', labelKey: 'nav.salons' },
  { to: '/reward', labelKey: 'nav.reward' },
  { to: '/collection', labelKey: 'nav.collection' },
  { to: '/tin-tuc', labelKey: 'nav.news' },
  { to: '/about', labelKey: 'nav.about' },
];

/** Extra entries of the mobile menu. */
export const MORE_NAV: NavLink[] = [
  { to: '/shine-member', labelKey: 'nav.member' },
  { to: '/lien-he-nhuong-quyen', labelKey: 'nav.franchise' },
  { to: '/recruitment', labelKey: 'nav.recruitment', newTab: true },
];

export const FOOTER_ABOUT: NavLink[] = [
  { to: '/about', labelKey: 'nav.about' },
  { to: '/shine-care', labelKey: 'pages.care' },
  { to: '/shine-member', labelKey: 'pages.member' },
  { to: '/system-salon', labelKey: 'pages.systemSalon' },
  { to: '/recruitment', labelKey: 'pages.recruitment', newTab: true },
  { to: '/lien-he-nhuong-quyen', labelKey: 'pages.franchise' },
  { to: '/contact-advertising', labelKey: 'pages.advertising' },
];

export const FOOTER_POLICIES: NavLink[] = [
  { to: '/chinh-sach-bao-mat', labelKey: 'pages.privacy' },
  { to: '/dieu-kien-giao-dich-chung', labelKey: 'pages.terms' },
  { to: '/giay-phep-giao-duc-nghe-nghiep', labelKey: 'pages.license' },
  { to: '/dieu-khoan-topup', labelKey: 'pages.topupTerms' },
  { to: '/bi-kip-cham-soc-toc', labelKey: 'pages.hairCareTips' },
  { to: '/delete-account', labelKey: 'pages.deleteAccount' },
];
