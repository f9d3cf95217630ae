import type { ServiceLang } from '../types';

// The service screens remember their display and language (spec §2: the language menu affects only them).
export const SERVICE_LANG_KEY = 'serviceLang';
export const SERVICE_DISPLAY_KEY = 'serviceDisplay';

export type ServiceDisplay = 'grid' | 'default';

export const parseServiceLang = (value: string | null): ServiceLang => (value === 'en' ? 'en' : 'vi');
export const parseServiceDisplay = (value: string | null): ServiceDisplay => (value === 'grid' ? 'grid' : 'default');
