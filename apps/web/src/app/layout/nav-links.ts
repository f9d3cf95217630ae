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
