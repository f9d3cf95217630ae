import { BRAND } from '../lib/constants';
import type { ArticleHead } from '../lib/page-handle';

/** What the server puts in a page's `<head>` beyond index.html's own tags. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of this page without its query (canonical and og:url). */
  url: string;
  /** Absolute URL of the picture a shared link shows. */
  image: string;
  /** Hashed files under /assets/ to preload (route JS) and to link (route CSS). */
  modules: string[];
  styles: string[];
  /** The text of the build's stylesheets (file → CSS): those known go inline, the page's first paint waits for no request. */
  css?: Record<string, string>;
  /** The LCP picture: preloaded at high priority (mobile and desktop variants by media query). */
  lcpImage?: { desktop: string; mobile?: string };
  /** An article page: `og:type` article with its dates; any other page is a website. */
  article?: ArticleHead;
}

const escapeAttr = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const MOBILE_MEDIA = '(max-width: 767.98px)';

/** `og:type` and, for an article, its dates (ISO 8601, as Open Graph asks). */
function typeTags(article: ArticleHead | undefined): string[] {
  if (!article) return [`<meta property="og:type" content="website">`];
  const dates = [
    ['article:published_time', article.publishedTime],
    ['article:modified_time', article.modifiedTime],
  ] as const;
  return [
    `<meta property="og:type" content="article">`,
    ...dates.filter(([, value]) => value).map(([name, value]) => `<meta property="${name}" content="${escapeAttr(value!)}">`),
  ];
}

function imagePreloads(image: PageHead['lcpImage']): string[] {
  if (!image) return [];
  if (!image.mobile) return [`<link rel="preload" as="image" href="${escapeAttr(image.desktop)}" fetchpriority="high">`];
  return [
    `<link rel="preload" as="image" href="${escapeAttr(image.mobile)}" media="${MOBILE_MEDIA}" fetchpriority="high">`,
    `<link rel="preload" as="image" href="${escapeAttr(image.desktop)}" media="(min-width: 768px)" fetchpriority="high">`,
  ];
}

const ENTRY_ASSET = /\s*<(?:script type="module"[^>]*><\/script|link rel="(?:modulepreload|stylesheet)"[^>]*)>/g;

/**
 * A stylesheet of the page: inline when its text is known (the first paint waits for no request), else
 * linked. An inline one
 * keeps a disabled link naming its file (never fetched): a lazy chunk needing that file sees it is
 * there and does not load it again.
 */
function stylesheet(file: string, css: PageHead['css']): string[] {
  const link = `<link rel="stylesheet" crossorigin href="/${escapeAttr(file)}"`;
  const text = css?.[file];
  if (text === undefined || text.includes('</')) return [`${link}>`];
  return [`${link} disabled>`, `<style>${text}</style>`];
}

const escapeUrl = (tag: string): string => escapeAttr(/(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? '');

/**
 * The app's scripts as a browser expects them (ADR 014): the entry's module script (deferred by nature, so
 * it never blocks the first paint) and a `modulepreload` link for each of its chunks and the route's, so
 * they download at once, side by side, and hydration waits for no chain of imports.
 */
function appScripts(entry: string[], modules: string[]): string[] {
  const preload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;
  const main = entry.find((tag) => tag.startsWith('<script'));
  const entryPreloads = entry.filter((tag) => tag.startsWith('<link rel="modulepreload"')).map(escapeUrl);
  const routePreloads = modules.map((file) => escapeAttr(`/${file}`)).filter((href) => !entryPreloads.includes(href));
  return [...(main ? [`<script type="module" crossorigin src="${escapeUrl(main)}"></script>`] : []), ...[...entryPreloads, ...routePreloads].map(preload)];
}

/**
 * index.html with this page's title, description, canonical, Open Graph tags and route assets: its
 * stylesheets inline, then the LCP picture's preload (the first request the page makes), then the
 * app's scripts (ADR 014).
 */
export function withHead(template: string, head: PageHead): string {
  const entry = template.match(ENTRY_ASSET)?.map((tag) => tag.trim()) ?? [];
  const isStylesheet = (tag: string) => tag.startsWith('<link rel="stylesheet"');
  const entryStyles = entry.filter(isStylesheet).map((tag) => /href="\/([^"]+)"/.exec(tag)?.[1] ?? '');
  const tags = [
    ...[...entryStyles, ...head.styles].flatMap((file) => stylesheet(file, head.css)),
    ...imagePreloads(head.lcpImage),
    ...appScripts(
      entry.filter((tag) => !isStylesheet(tag)),
      head.modules,
    ),
    `<link rel="canonical" href="${escapeAttr(head.url)}">`,
    ...typeTags(head.article),
    `<meta property="og:site_name" content="${escapeAttr(BRAND)}">`,
    `<meta property="og:locale" content="vi_VN">`,
    `<meta property="og:title" content="${escapeAttr(head.title)}">`,
    `<meta property="og:description" content="${escapeAttr(head.description)}">`,
    `<meta property="og:url" content="${escapeAttr(head.url)}">`,
    `<meta property="og:image" content="${escapeAttr(head.image)}">`,
  ];
  return template
    .replace(ENTRY_ASSET, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeAttr(head.description)}">`)
    .replace('</head>', `${tags.join('\n    ')}\n  </head>`);
}
