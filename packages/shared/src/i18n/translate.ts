import { en } from './en';
import { vi } from './vi';

export type MessageKey = keyof typeof vi;
export type Lang = 'vi' | 'en';
export type MessageParams = Record<string, string | number>;

export const LANGS: readonly Lang[] = ['vi', 'en'];
export const DEFAULT_LANG: Lang = 'vi';
/** The spec's `{product}`: the brand name, configurable per deployment. */
export const DEFAULT_PRODUCT = 'Shine';

export const catalogues: Record<Lang, Record<MessageKey, string>> = { vi, en };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(vi, value);
}

export function isLang(value: unknown): value is Lang {
  return value === 'vi' || value === 'en';
}

/**
 * The text of `key` in `lang` with `{x}` placeholders filled from `params`.
 * A placeholder without a value is left visible rather than blanked, so a missing param shows up in review.
 */
export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const values: MessageParams = { product: DEFAULT_PRODUCT, ...params };
  return catalogues[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
