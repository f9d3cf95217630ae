import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { vi } from '../locales/vi';
import { BRAND } from './constants';
import { readStorage, writeStorage } from './storage';

export type Lang = 'vi' | 'en';
const LANG_KEY = 'lang';

type LoadTexts = () => Promise<object>;

// Where each namespace's texts come from when they are not in the store yet. The site's own words
// (`translation`) ship Vietnamese in the entry; the spec's messages (`messages`, packages/shared, the
// same catalogue the API answers with) load on first use so the home bundle stays small; features add
// theirs from their lazy chunk (addNamespace). English is always fetched only when a visitor picks it.
const loaders: Record<string, Partial<Record<Lang, LoadTexts>>> = {
  translation: { en: () => import('../locales/en').then((module) => module.en) },
  messages: {
    vi: () => import('@shine/shared/i18n/vi').then((module) => module.vi),
    en: () => import('@shine/shared/i18n/en').then((module) => module.en),
  },
};

const lazyTexts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(lng, ns, done) {
    const load = loaders[ns]?.[lng as Lang];
    if (!load) return done(null, {});
    load().then((texts) => done(null, texts as never), (error: unknown) => done(error as Error, false));
  },
};

// One placeholder syntax in the whole repo: `{x}`, the shared catalogue's (i18next's default is {{x}}).
void i18n.use(initReactI18next).use(lazyTexts).init({
  lng: 'vi',
  fallbackLng: 'vi',
  resources: { vi: { translation: vi } },
  partialBundledLanguages: true,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}', defaultVariables: { product: BRAND } },
  initAsync: false,
});

/**
 * Registers a feature's texts as namespace `ns`: Vietnamese from the feature's chunk (the caller),
 * English fetched when a visitor picks ENG. Called at the top of the feature's `locales/index.ts`,
 * which then starts `i18n.loadNamespaces` for every namespace its screens use (ADR 007).
 */
export function addNamespace(ns: string, textsVi: object, loadEn: LoadTexts): void {
  loaders[ns] = { en: loadEn };
  if (!i18n.hasResourceBundle('vi', ns)) i18n.addResourceBundle('vi', ns, textsVi);
}

export async function setLanguage(lang: Lang): Promise<void> {
  // Fetches the new language of every namespace loaded so far before switching.
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  writeStorage('local', LANG_KEY, lang);
}

/**
 * The visitor's saved language. Called by the browser app once it has hydrated: the server renders
 * Vietnamese, so switching earlier would make the first render differ from the server's HTML.
 */
export function restoreSavedLanguage(): void {
  if (readStorage('local', LANG_KEY) === 'en') void setLanguage('en');
}

export { i18n };
