import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { vi } from '../locales/vi';
import { BRAND } from './constants';
import { readStorage, writeStorage } from './storage';

export type Lang = 'vi' | 'en';
const LANG_KEY = 'lang';

// Vietnamese is bundled; English is fetched only when a visitor picks it.
void i18n.use(initReactI18next).init({
  lng: 'vi',
  fallbackLng: 'vi',
  resources: { vi: { translation: vi } },
  interpolation: { escapeValue: false, defaultVariables: { product: BRAND } },
  initAsync: false,
});

export async function setLanguage(lang: Lang): Promise<void> {
  if (lang === 'en' && !i18n.hasResourceBundle('en', 'translation')) {
    const { en } = await import('../locales/en');
    i18n.addResourceBundle('en', 'translation', en);
  }
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  writeStorage('local', LANG_KEY, lang);
}

if (readStorage('local', LANG_KEY) === 'en') void setLanguage('en');

export { i18n };
