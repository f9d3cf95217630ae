import { useTranslation } from '../../../lib/i18n';
import { useCurrentUser } from '../../auth';

/** The logged-in customer's id (0 when anonymous) and the page language: both are part of the rewards' query keys. */
export function useWho(): { who: number; loggedIn: boolean; lang: 'vi' | 'en' } {
  const { user, isLoggedIn } = useCurrentUser();
  const { language } = useTranslation();
  return { who: user?.userId ?? 0, loggedIn: isLoggedIn, lang: language === 'en' ? 'en' : 'vi' };
}
