import type { QueryClient } from '@tanstack/react-query';
import type { ParseKeys } from './i18n';
import type { Params } from 'react-router';

/** Route handle of a page: the i18n key of its title (document title and h1). */
export interface PageHandle {
  titleKey: ParseKeys;
  /** Its module's source path, by which the build manifest names its chunk (the server preloads it). */
  source?: string;
  /** Source paths of lazy parts its server render can include: their CSS is linked with the page. */
  styles?: string[];
  /**
   * The server's `<title>` and meta description of one page built from its data (a salon's name and
   * address), when the route's fixed ones are not enough; null falls back to them.
   */
  head?: (page: { queryClient: QueryClient; params: Params; meta: (key: string, params?: Record<string, unknown>) => string }) => OwnHead | null;
}

/** A page's own head: an article (a dated post or guide) is shared as `og:type` article with its dates. */
export interface OwnHead {
  title: string;
  description: string;
  image?: string;
  /** The picture the page's first screen shows largest (its LCP): preloaded at high priority. */
  lcpImage?: { desktop: string; mobile?: string };
  article?: ArticleHead;
}

/** ISO dates of an article page (`article:published_time`, `article:modified_time`). */
export interface ArticleHead {
  publishedTime?: string | null;
  modifiedTime?: string | null;
}
