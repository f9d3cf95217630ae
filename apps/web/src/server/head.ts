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
  /** The response's CSP script nonce: the inline script that loads the app carries it. */
  nonce: string;
}

const escapeAttr = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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

/** Preload links the loader adds per task (see appLoader). */
const PRELOADS_PER_TASK = 3;

/** The longest the app's scripts wait for the first screen's pictures (see appLoader). */
const FIRST_PICTURES_WAIT_MS = 3000;
/** How long after its pictures are decoded the page waits for the browser to report one painted. */
const PICTURE_PAINT_GRACE_MS = 500;

/**
 * The app's scripts, asked for once the browser has shown the server's page: its first paint, or, with
 * first-screen pictures (the images marked `fetchpriority="high"`, which hold the LCP), the paint of one
 * of them as the browser reports it (a largest-contentful-paint entry; without that API, or when the
 * picture is not the largest, 0.5 s after they are decoded; 3 s at most); at once in a hidden tab,
 * which paints nothing. The page needs no script to show, so neither its first paint nor its largest
 * picture waits for their download, compilation and hydration, nor shares a phone's bandwidth with them.
 * The entry's and the route's chunks are then all preloaded, the entry's first: hydration waits for no
 * chain of imports.
 */
function appLoader(entry: string[], modules: string[], nonce: string): string {
  const url = (tag: string) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? '';
  const main = url(entry.find((tag) => tag.startsWith('<script')) ?? '');
  const preloads = [...entry.filter((tag) => tag.startsWith('<link rel="modulepreload"')).map(url), ...modules.map((file) => `/${file}`)];
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  // A preload link costs the main thread a request each (~1–10 ms on a phone): a few per task, so the
  // twenty-odd of a page never make one long task while the visitor may already tap.
  const code =
    `const hrefs=${json(preloads)};` +
    `const preload=()=>{for(const href of hrefs.splice(0,${PRELOADS_PER_TASK})){const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link)}if(hrefs.length)setTimeout(preload)};` +
    `const load=()=>{preload();import(${json(main)})};` +
    `const pictures=[...document.querySelectorAll('img[fetchpriority=high]')];` +
    `let started=false;` +
    `const start=()=>{if(!started){started=true;setTimeout(load)}};` +
    `if(document.visibilityState==='hidden')load();` +
    `else if(!pictures.length)requestAnimationFrame(start);` +
    `else{` +
    `if(PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint'))new PerformanceObserver((list,observer)=>{if(list.getEntries().some((entry)=>pictures.includes(entry.element))){observer.disconnect();start()}}).observe({type:'largest-contentful-paint',buffered:true});` +
    `Promise.all(pictures.map((img)=>img.decode().catch(()=>undefined))).then(()=>setTimeout(start,${PICTURE_PAINT_GRACE_MS}));` +
    `setTimeout(start,${FIRST_PICTURES_WAIT_MS})}`;
  return `<script type="module" nonce="${escapeAttr(nonce)}">${code}</script>`;
}

/**
 * index.html with this page's title, description, canonical, Open Graph tags and route assets: its
 * stylesheets inline, then the LCP picture's preload (the first request the page makes), then the
 * loader that asks for the scripts once the page is painted (ADR 009).
 */
export function withHead(template: string, head: PageHead): string {
  const entry = template.match(ENTRY_ASSET)?.map((tag) => tag.trim()) ?? [];
  const isStylesheet = (tag: string) => tag.startsWith('<link rel="stylesheet"');
  const entryStyles = entry.filter(isStylesheet).map((tag) => /href="\/([^"]+)"/.exec(tag)?.[1] ?? '');
  const tags = [
    ...[...entryStyles, ...head.styles].flatMap((file) => stylesheet(file, head.css)),
    ...imagePreloads(head.lcpImage),
    appLoader(entry.filter((tag) => !isStylesheet(tag)), head.modules, head.nonce),
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
