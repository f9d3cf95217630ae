import { useTranslation } from '../../../lib/i18n';
import { useCurrentUser } from '../../auth';

/** The logged-in customer's id (0 when anonymous) and the page language: both are part of the rewards' query keys. */
export function useWho(): { who: number; loggedIn: boolean; lang: 'vi' | 'en' } {
  const { user, isLoggedIn } = useCurrentUser();
  const { i18n } = useTranslation();
  return { who: user?.userId ?? 0, loggedIn: isLoggedIn, lang: i18n.language === 'en' ? 'en' : 'vi' };
}
