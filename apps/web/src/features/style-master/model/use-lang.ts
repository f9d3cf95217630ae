import { useTranslation } from '../../../lib/i18n';

/** The language the customer chose, as the API's `lang`. */
export function useLang(): 'vi' | 'en' {
  return useTranslation().language === 'en' ? 'en' : 'vi';
}
