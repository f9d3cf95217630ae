import { sectionOf, type TContentPage } from '@shine/shared/schemas/content-pages';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findPublicPage, findPublicSummaries } from './content-pages-repository.ts';
import { findNewsByLink } from './content-repository.ts';
import { readingMinutes, renderBody } from './render-body.ts';

/** One public content page by its path, body rendered and sanitised, with its related pages and breadcrumbs. */
export async function contentPage(db: Db, path: string, today: string): Promise<TContentPage> {
  const row = await findPublicPage(db, path, today);
  if (!row) throw notFound('NOT_FOUND', 'content.pageNotFound');
  const relatedRows = await findPublicSummaries(db, row.related, today);
  const byPath = new Map(relatedRows.map((related) => [related.path, related]));
  const section = sectionOf(row.kind);
  const news = row.kind === 'news' ? await findNewsByLink(db, row.path) : null;
  return {
    path: row.path,
    slug: row.slug,
    kind: row.kind,
    topic: row.topic,
    title: row.title,
    description: row.description,
    coverPc: row.coverPc,
    coverMb: row.coverMb,
    tags: row.tags,
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
    html: renderBody(row.body),
    readingMinutes: readingMinutes(row.body),
    related: row.related.flatMap((relatedPath) => byPath.get(relatedPath) ?? []),
    breadcrumbs: [{ name: 'Trang chủ', path: '/' }, ...(section ? [{ name: section.title, path: section.path }] : []), { name: row.title, path: row.path }],
    source: news?.source ? { name: news.source, logo: news.logoBlog, url: news.sourceUrl } : null,
  };
}
