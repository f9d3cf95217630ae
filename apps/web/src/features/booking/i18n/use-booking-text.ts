import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingText, englishStore, loadEnglish, specText, type BookingTextKey, type MessageKey, type MessageParams } from './texts';

export type { BookingTextKey, MessageKey };
export type TextParams = MessageParams;
export type BookingT = (key: BookingTextKey, params?: TextParams) => string;

/** The booking screens' own words (`t`) and the spec's messages (`m`), in the visitor's language. */
export function useBookingText(): { t: BookingT; m: (key: MessageKey, params?: MessageParams) => string; lang: 'vi' | 'en' } {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  // Re-render once the English texts have arrived.
  const english = useSyncExternalStore(englishStore.subscribe, englishStore.get, englishStore.get);
  useEffect(() => {
    if (lang === 'en') loadEnglish();
  }, [lang]);
  const t = useCallback<BookingT>((key, params) => bookingText(english ? lang : 'vi', key, params), [lang, english]);
  const m = useCallback((key: MessageKey, params?: MessageParams) => specText(english ? lang : 'vi', key, params), [lang, english]);
  return { t, m, lang };
}
