import { useSyncExternalStore } from 'react';
import type { Lang } from './i18n';
import { readStorage, writeStorage } from './storage';

// The language of booking steps 2-5 (service list and detail, offers and offer detail, and the wizard's
// title on them), picked with the service step's VIE/ENG menu and remembered in this browser. It is
// not the site's language (spec §2: the menu affects only these screens).
export const SERVICE_LANG_KEY = 'serviceLang';

export const parseServiceLang = (value: string | null): Lang => (value === 'en' ? 'en' : 'vi');

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Remembers the language and re-renders every screen reading it. */
export function setServiceLang(next: Lang): void {
  writeStorage('local', SERVICE_LANG_KEY, next);
  for (const listener of listeners) listener();
}

/** 'vi' on the server and in the hydrating render (the server renders Vietnamese), the kept choice after. */
export const useServiceLang = (): Lang =>
  useSyncExternalStore(
    subscribe,
    () => parseServiceLang(readStorage('local', SERVICE_LANG_KEY)),
    () => 'vi',
  );

/** A chosen service's or offer's name in a language: the booking keeps both names. */
export const nameIn = (lang: string, item: { name: string; nameEn?: string | null }): string => (lang === 'en' && item.nameEn ? item.nameEn : item.name);
