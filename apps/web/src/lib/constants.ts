import { HOTLINE } from '@shine/shared/rules/constants';

// Brand and contact facts shown on every page.
export const BRAND = import.meta.env.VITE_BRAND_NAME ?? 'Shine';
export { HOTLINE };
/** 1900 numbers are read in pairs: 1900.27.27.03. */
export const HOTLINE_DISPLAY = HOTLINE.replace(/^(\d{4})(\d{2})(\d{2})(\d{2})$/, '$1.$2.$3.$4');
export const SHOP_URL = import.meta.env.VITE_SHOP_URL ?? '';
