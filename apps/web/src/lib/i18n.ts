import { use, useEffect, useReducer, useSyncExternalStore } from 'react';
import type { Resources } from '../i18n-resources';
import { vi } from '../locales/vi';
import { BRAND } from './constants';
import { readStorage, writeStorage } from './storage';

// The one way to reach a text, in the browser and in the server render (ADR 008, which replaced
// i18next + react-i18next by this module: same calls, ~1 KB instead of ~18 KB gzip on every route).

export type Lang = 'vi' | 'en';
export type Namespace = keyof Resources;
const LANG_KEY = 'lang';
const FALLBACK: Lang = 'vi';

type Texts = { [key: string]: unknown };
type LoadTexts = () => Promise<object>;

// Where each namespace's texts come from when they are not in the store yet. The site's own words
// (`translation`) ship Vietnamese in the entry; the spec's messages (`messages`, packages/shared, the
// same catalogue the API answers with) load on first use so the home bundle stays small; features add
// theirs from their lazy chunk (addNamespace). English is always fetched only when a visitor picks it.
const loaders: Record<string, Partial<Record<string, LoadTexts>>> = {
  translation: { en: () => import('../locales/en').then((module) => module.en) },
  messages: {
    vi: () => import('@shine/shared/i18n/vi').then((module) => module.vi),
    en: () => import('@shine/shared/i18n/en').then((module) => module.en),
  },
};

// Texts per language and namespace. They are the same for every visitor, so the server keeps one store
// for all requests; what differs per render is only the language, which the server never switches (it
// renders Vietnamese; the browser applies a saved choice after hydrating) and a screen may fix (`lng`).
const store: Record<string, Record<string, Texts>> = { vi: { translation: vi } };
const pending = new Map<string, Promise<void>>();
// Every namespace asked for so far: a language switch fetches the new language of each first.
const used = new Set<string>(['translation']);
const DEFAULT_VARIABLES: Record<string, unknown> = { product: BRAND };

let language: Lang = FALLBACK;
const listeners = new Set<() => void>();

const has = (lng: string, ns: string) => store[lng]?.[ns] !== undefined;

function load(lng: string, ns: string): Promise<void> {
  if (has(lng, ns)) return Promise.resolve();
  const id = `${lng}|${ns}`;
  let loading = pending.get(id);
  if (!loading) {
    const loader = loaders[ns]?.[lng];
    loading = (loader ? loader() : Promise.resolve({}))
      .then(
        (texts) => texts as Texts,
        // A catalogue that cannot load (offline) leaves the fallback language or the key showing
        // rather than a screen suspended for ever.
        () => ({}),
      )
      .then((texts) => {
        (store[lng] ??= {})[ns] = { ...store[lng]?.[ns], ...texts };
        pending.delete(id);
      });
    pending.set(id, loading);
  }
  return loading;
}

/** The namespace in `lng` and in the fallback language, which stands in for a missing text. */
function loadIn(lng: string, namespaces: string[]): Promise<void> {
  namespaces.forEach((ns) => used.add(ns));
  const langs = lng === FALLBACK ? [lng] : [lng, FALLBACK];
  return Promise.all(langs.flatMap((l) => namespaces.map((ns) => load(l, ns)))).then(() => undefined);
}

// A key's parts name nested objects, or flat keys that contain dots themselves (the shared catalogue's
// 'step.button.skip'), or a mix of both.
function lookup(node: unknown, path: string): unknown {
  if (node === null || typeof node !== 'object') return undefined;
  const texts = node as Texts;
  if (path in texts) return texts[path];
  for (let dot = path.indexOf('.'); dot > 0; dot = path.indexOf('.', dot + 1)) {
    const head = path.slice(0, dot);
    if (head in texts) {
      const found = lookup(texts[head], path.slice(dot + 1));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
  return rules.select(count);
}

export type TParams = { [name: string]: unknown };

/**
 * The text of `key` ('a.b', or 'ns:a.b' for another namespace) in `lng`, else in Vietnamese, else the
 * key itself. `count` picks the plural form (`key_one`, `key_other`, by Intl.PluralRules) when the
 * catalogue has one. `{name}` placeholders take `params.name` or a default variable ({product}); an
 * unknown one stays as written.
 */
function translate(lng: string, defaultNs: string, key: string, params?: TParams & { ns?: string }): string {
  let ns = params?.ns ?? defaultNs;
  let path = key;
  const colon = key.indexOf(':');
  if (colon > 0) {
    ns = key.slice(0, colon);
    path = key.slice(colon + 1);
  }
  const count = params?.count;
  let text: unknown;
  for (const l of lng === FALLBACK ? [lng] : [lng, FALLBACK]) {
    const texts = store[l]?.[ns];
    if (typeof count === 'number') text = lookup(texts, `${path}_${pluralOf(l, count)}`);
    if (typeof text !== 'string') text = lookup(texts, path);
    if (typeof text === 'string') break;
  }
  if (typeof text !== 'string') return path;
  return text.replace(/\{([^{}]+)\}/g, (match, name: string) => {
    const value = params?.[name.trim()] ?? DEFAULT_VARIABLES[name.trim()];
    return value === undefined || value === null ? match : String(value);
  });
}

// ---- Types: keys are checked against the Vietnamese catalogues (src/i18n-resources.ts).

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base | K : K;
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string
    ? WithoutPlural<K>
    : T[K] extends readonly unknown[]
      ? never
      : T[K] extends object
        ? `${K}.${Leaves<T[K]>}`
        : never;
}[keyof T & string];

/** A key of namespace `N`. */
export type TKey<N extends Namespace = 'translation'> = Leaves<Resources[N]>;
/** A key of the site's own words (titles, menu labels). */
export type ParseKeys = TKey;
type AnyNsKey = { [N in Namespace]: `${N}:${TKey<N>}` }[Namespace];

export interface TFunction<N extends Namespace = 'translation'> {
  (key: TKey<N> | AnyNsKey, params?: TParams): string;
  <M extends Namespace>(key: TKey<M>, params: TParams & { ns: M }): string;
}

const fixedTs = new Map<string, TFunction<Namespace>>();
/** `t` bound to a language and a namespace; the same function each time, so it can sit in deps. */
function fixedT<N extends Namespace>(lng: string, ns: N): TFunction<N> {
  const id = `${lng}|${ns}`;
  let t = fixedTs.get(id);
  if (!t) fixedTs.set(id, (t = ((key: string, params?: TParams & { ns?: string }) => translate(lng, ns, key, params)) as TFunction<Namespace>));
  return t as unknown as TFunction<N>;
}

function emit() {
  listeners.forEach((listener) => listener());
}

export const i18n = {
  get language(): Lang {
    return language;
  },
  t: ((key: string, params?: TParams & { ns?: string }) => translate(language, 'translation', key, params)) as TFunction,
  /** Starts (or awaits) loading namespaces in the current language. */
  loadNamespaces(namespaces: Namespace | Namespace[]): Promise<void> {
    return loadIn(language, Array.isArray(namespaces) ? namespaces : [namespaces]);
  },
  /** Loads `lng` of every namespace used so far. */
  loadLanguages(lng: string): Promise<void> {
    return loadIn(lng, [...used]);
  },
  /** Texts of a namespace the typed catalogues do not know (the server's `meta`). */
  addResourceBundle(lng: string, ns: string, texts: object): void {
    (store[lng] ??= {})[ns] = { ...store[lng]?.[ns], ...(texts as Texts) };
  },
  /** `t` of any namespace, untyped (the server's `meta`). */
  getFixedT(lng: string, ns: string): (key: string, params?: TParams) => string {
    return (key, params) => translate(lng, ns, key, params);
  },
  /** Fetches `lng` for every namespace loaded so far, then switches and re-renders the texts. */
  async changeLanguage(lng: Lang): Promise<void> {
    await this.loadLanguages(lng);
    language = lng;
    emit();
  },
};

// One wait per language and namespace, kept: every component waiting for it shares it, and React's
// `use` reads the status it records on it, so once over it returns at once.
const waits = new Map<string, Promise<void>>();
// Waits a component has suspended on: from then on every render passes them to `use` again, so a render
// React replays after the texts arrived makes the same calls as the one that suspended (ADR 008).
const suspendedOn = new Set<string>();
function waitFor(lng: string, ns: string): Promise<void> {
  const id = `${lng}|${ns}`;
  let wait = waits.get(id);
  if (!wait) {
    wait = loadIn(lng, [ns]);
    waits.set(id, wait);
  }
  return wait;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentLanguage = () => language;

/**
 * `t` of namespace `ns` in the site's language, or in `lng` when a screen speaks its own (the service
 * screens' VIE/ENG menu). Until the namespace has arrived the component suspends (the nearest Suspense
 * boundary shows; on the server the stream waits), unless `useSuspense: false`, where `ready` is false
 * and the fallback language or the key shows until it arrives. Re-renders when the site's language changes.
 */
export function useTranslation<N extends Namespace = 'translation'>(
  ns?: N,
  options: { lng?: string; useSuspense?: boolean } = {},
): { t: TFunction<N>; i18n: typeof i18n; language: Lang; ready: boolean } {
  // The server renders Vietnamese, so hydration (of the root, and of every Suspense boundary React hydrates
  // later) reads Vietnamese too, even when the saved English has been applied meanwhile; React re-renders
  // in the current language right after.
  const siteLanguage = useSyncExternalStore(subscribe, currentLanguage, () => FALLBACK);
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const namespace = (ns ?? 'translation') as N;
  const lng = options.lng ?? siteLanguage;
  const ready = has(lng, namespace) && has(FALLBACK, namespace);
  const suspend = options.useSuspense !== false;
  useEffect(() => {
    if (ready || suspend) return;
    let mounted = true;
    void waitFor(lng, namespace).then(() => mounted && loaded());
    return () => {
      mounted = false;
    };
  }, [ready, suspend, lng, namespace]);
  const id = `${lng}|${namespace}`;
  if (suspend && (!ready || suspendedOn.has(id))) {
    suspendedOn.add(id);
    use(waitFor(lng, namespace));
  }
  return { t: fixedT(lng, namespace), i18n, language: siteLanguage, ready };
}

/**
 * Registers a feature's texts as namespace `ns`: Vietnamese from the feature's chunk (the caller),
 * English fetched when a visitor picks ENG. Called at the top of the feature's `locales/index.ts`,
 * which then starts `i18n.loadNamespaces` for every namespace its screens use (ADR 007, 008).
 */
export function addNamespace(ns: Namespace, textsVi: object, loadEn: LoadTexts): void {
  loaders[ns] = { en: loadEn };
  if (!has('vi', ns)) i18n.addResourceBundle('vi', ns, textsVi);
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
