// The service screens remember their display and language (spec §2: the language menu affects only them).
export { SERVICE_LANG_KEY, parseServiceLang } from '../../../lib/service-lang';
export const SERVICE_DISPLAY_KEY = 'serviceDisplay';

export type ServiceDisplay = 'grid' | 'default';

export const parseServiceDisplay = (value: string | null): ServiceDisplay => (value === 'grid' ? 'grid' : 'default');
