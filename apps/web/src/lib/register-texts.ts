import { i18n } from './i18n';

/**
 * Adds a feature's UI texts as their own i18next namespace (both languages), from the feature's lazy
 * chunk: the words of dialogs and pages a visitor may never open stay out of the home bundle.
 */
export function registerTexts(namespace: string, texts: { vi: object; en: object }): void {
  if (i18n.hasResourceBundle('vi', namespace)) return;
  i18n.addResourceBundle('vi', namespace, texts.vi);
  i18n.addResourceBundle('en', namespace, texts.en);
}
