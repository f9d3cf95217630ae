import type { Lang } from '@shine/shared';
import { sectionOf, type TContentPage } from '@shine/shared/schemas/content-pages';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findPublicPage, findPublicSummaries } from './content-pages-repository.ts';
import { findNewsByLink } from './content-repository.ts';
import { readingMinutes, renderBody } from './render-body.ts';

/**
 * One public content page by its path, body rendered and sanitised, with its related pages and breadcrumbs.
 * With `lang` 'en' a page that has an English text (title and body) answers in English.
 */
export async function contentPage(db: Db, path: string, today: string, lang: Lang = 'vi'): Promise<TContentPage> {
  const row = await findPublicPage(db, path, today);
  if (!row) throw notFound('NOT_FOUND', 'content.pageNotFound');
  const english = lang === 'en' && row.titleEn && row.bodyEn ? { title: row.titleEn, body: row.bodyEn, description: row.descriptionEn } : null;
  const title = english?.title ?? row.title;
  const body = english?.body ?? row.body;
  const relatedRows = await findPublicSummaries(db, row.related, today);
  const byPath = new Map(relatedRows.map((related) => [related.path, related]));
  const section = sectionOf(row.kind);
  const news = row.kind === 'news' ? await findNewsByLink(db, row.path) : null;
  return {
    path: row.path,
    slug: row.slug,
    kind: row.kind,
    topic: row.topic,
    title,
    description: english?.description ?? row.description,
    coverPc: row.coverPc,
    coverMb: row.coverMb,
    tags: row.tags,
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
    html: renderBody(body),
    readingMinutes: readingMinutes(body),
    related: row.related.flatMap((relatedPath) => byPath.get(relatedPath) ?? []),
    breadcrumbs: [
      { name: english ? 'Home' : 'Trang chủ', path: '/' },
      ...(section ? [{ name: section.title, path: section.path }] : []),
      { name: title, path: row.path },
    ],
    source: news?.source ? { name: news.source, logo: news.logoBlog, url: news.sourceUrl } : null,
  };
}
