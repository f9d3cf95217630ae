import { CONTENT_SECTIONS, sectionOf, type TListedKind } from '@shine/shared/rules/content-sections';

/** 2026-11-21 → 21/11/2026 (how dates read in Vietnam). */
export const displayIsoDate = (iso: string): string => iso.split('-').reverse().join('/');

/** The list a path belongs to: /kieu-toc → hairstyle; null for any other path. */
export function listKindOf(pathname: string): TListedKind | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const found = (Object.entries(CONTENT_SECTIONS) as [TListedKind, { path: string }][]).find(([, section]) => section.path === clean);
  return found?.[0] ?? null;
}

/** The path a content page is stored under: the URL's path without a trailing slash. */
export const contentPathOf = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/**
 * Whether a page of the store is an article (`og:type` article): a guide or post filed under its kind's
 * list page (/kieu-toc/side-part), a news article (/tin-tuc/slug) or a campaign landing. The about page, the legal texts and the lists are
 * the site's own pages (`website`).
 */
export function isArticlePage(page: { kind: string; path: string }): boolean {
  if (page.kind === 'campaign') return true;
  const section = sectionOf(page.kind);
  return section !== null && page.path.startsWith(`${section.path}/`);
}
