import type { Lang } from '@shine/shared';
import { useTranslation } from '../../../lib/i18n';

/** The visitor's language for content requests (the server renders Vietnamese). */
export function useContentLang(): Lang {
  const { language } = useTranslation();
  return language === 'en' ? 'en' : 'vi';
}
