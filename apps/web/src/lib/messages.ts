import { translate, type MessageKey, type MessageParams } from '@shine/shared/i18n/translate';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND } from './constants';
import { i18n } from './i18n';

// The spec's user-facing messages (packages/shared/src/i18n), verbatim, in the visitor's language.
// Both catalogues weigh ~8 KB gzip, so the home bundle reaches them only through loadMessage().

export type { MessageKey, MessageParams };

const currentLang = () => (i18n.language === 'en' ? 'en' : 'vi');

export function message(key: MessageKey, params: MessageParams = {}): string {
  return translate(currentLang(), key, { product: BRAND, ...params });
}

/** `message` bound to the current language; components re-render when it changes. */
export function useMessage(): (key: MessageKey, params?: MessageParams) => string {
  const { i18n: instance } = useTranslation();
  const lang = instance.language;
  return useCallback((key: MessageKey, params: MessageParams = {}) => translate(lang === 'en' ? 'en' : 'vi', key, { product: BRAND, ...params }), [lang]);
}
