import { useCallback } from 'react';
import { BRAND } from '../../../lib/constants';
import { englishStore } from './texts';
import { useBookingText, type BookingTextKey, type TextParams } from './use-booking-text';
import { laterVi, type LaterTextKey } from './later-texts-vi';

export type AnyTextKey = BookingTextKey | LaterTextKey;

const isLater = (key: AnyTextKey): key is LaterTextKey => Object.hasOwn(laterVi, key);
const fill = (text: string, params: TextParams) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));

/** useBookingText for the screens loaded on demand: also knows their own words (later-texts-*). */
export function useLaterText() {
  const base = useBookingText();
  const { lang, t: mainText } = base;
  const t = useCallback(
    (key: AnyTextKey, params: TextParams = {}) => {
      if (!isLater(key)) return mainText(key, params);
      const english = lang === 'en' ? englishStore.get()?.laterEn : undefined;
      return fill(english?.[key] ?? laterVi[key], { product: BRAND, ...params });
    },
    [lang, mainText],
  );
  return { ...base, t };
}
