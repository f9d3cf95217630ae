import type { ParseKeys } from 'i18next';

/** Route handle of a page: the i18n key of its title (document title and h1). */
export interface PageHandle {
  titleKey: ParseKeys;
  /** A lazy page's module, as the build manifest names it (the server preloads its chunk). */
  source?: string;
}
