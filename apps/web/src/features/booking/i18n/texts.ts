import type { MessageKey, MessageParams } from '@shine/shared/i18n/translate';
import { vi as specVi } from '@shine/shared/i18n/vi';
import { BRAND } from '../../../lib/constants';
import { createStore } from '../../../lib/create-store';
import { i18n } from '../../../lib/i18n';
import { bookingVi, type BookingTextKey } from './booking-texts-vi';

// Texts of the booking screens: the spec's messages (packages/shared/src/i18n, verbatim) and the
// screens' own words. Vietnamese ships with the route; English is fetched when a visitor picks it.
// (lib/messages bundles both catalogues, ~3 KB gzip more than the /booking budget leaves room for.)

export type { BookingTextKey, MessageKey, MessageParams };
export type Lang = 'vi' | 'en';

interface English {
  bookingEn: Record<BookingTextKey, string>;
  laterEn: Record<string, string>;
  specEn: Record<MessageKey, string>;
}

export const englishStore = createStore<English | null>(null);
let requested = false;

export function loadEnglish(): void {
  if (requested) return;
  requested = true;
  void import('./english').then((module) => englishStore.set(module));
}

export const currentLang = (): Lang => (i18n.language === 'en' ? 'en' : 'vi');

const fill = (text: string, params: MessageParams) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));

export function specText(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const english = lang === 'en' ? englishStore.get() : null;
  return fill((english?.specEn ?? specVi)[key], { product: BRAND, ...params });
}

export function bookingText(lang: Lang, key: BookingTextKey, params: MessageParams = {}): string {
  const english = lang === 'en' ? englishStore.get() : null;
  return fill((english?.bookingEn ?? bookingVi)[key], { product: BRAND, ...params });
}

/** A spec message outside React (toasts raised from stores), in the current language. */
export const message = (key: MessageKey, params?: MessageParams): string => specText(currentLang(), key, params);
