import type { ParseKeys } from '../../lib/i18n';

/** The logged-in customer's menu (spec §2 Header): history, offers, care tips; then logout. */
export const ACCOUNT_LINKS: { to: string; labelKey: ParseKeys }[] = [
  { to: '/lich-su-cat', labelKey: 'account.history' },
  { to: '/reward', labelKey: 'account.offers' },
  { to: '/bi-kip-cham-soc-toc', labelKey: 'account.careTips' },
];

/** memberType 2 Silver, 3 Gold, 4 Diamond (spec §3); other values are regular customers. */
export const MEMBER_TIERS: Record<number, { name: string; tone: string }> = {
  2: { name: 'Silver', tone: '#b8c1cc' },
  3: { name: 'Gold', tone: '#f4a62a' },
  4: { name: 'Diamond', tone: '#5ccfee' },
};
