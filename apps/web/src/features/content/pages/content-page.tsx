import '../locales';
import type { TContentPage } from '@shine/shared/schemas/content-pages';
import { useTranslation } from '../../../lib/i18n';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { CalendarIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { RouteError } from '../../../components/ui/route-fallback';
import { ApiError } from '../../../lib/api-client';
import { BRAND } from '../../../lib/constants';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useContentPage } from '../api/get-content-page';
import { ContentCard } from '../components/content-card';
import { ContentHero } from '../components/content-hero';
import { absoluteUrl, breadcrumbLd, JsonLd } from '../components/content-json-ld';
import { contentPathOf, displayIsoDate } from '../model/content-format';
import { ContentNotFound } from './content-not-found';
import styles from './content-page.module.css';

/** Any page of the content store (about, legal, guides, care tips, campaign landings), by its path. */
export function ContentPage() {
  const path = contentPathOf(useLocation().pathname);
  const { language } = useTranslation();
  const page = useContentPage(path, language === 'en' ? 'en' : 'vi');
  if (page.error instanceof ApiError && page.error.status >= 400 && page.error.status < 500) return <ContentNotFound />;
  if (page.error) return <RouteError />;
  if (!page.data) return <Skeleton height={480} radius={16} />;
  return <ContentView page={page.data} />;
}

/** The route's error boundary: the loader's 404 (unknown or unpublished page) shows the not-found page. */
export function ContentPageError() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <ContentNotFound /> : <RouteError />;
}

function ContentView({ page }: { page: TContentPage }) {
  const { t } = useTranslation('content');
  useDocumentTitle(page.title);
  const origin = '';
  const isLegal = page.kind === 'legal';
  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: page.title,
    description: page.description,
    ...(page.coverPc ? { image: [absoluteUrl(origin, page.coverPc), ...(page.coverMb ? [absoluteUrl(origin, page.coverMb)] : [])] } : {}),
    ...(page.publishedAt ? { datePublished: page.publishedAt } : {}),
    ...(page.updatedAt || page.publishedAt ? { dateModified: page.updatedAt ?? page.publishedAt } : {}),
    author: { '@type': 'Organization', name: BRAND },
    publisher: { '@type': 'Organization', name: BRAND, logo: { '@type': 'ImageObject', url: absoluteUrl(origin, '/brand/logo.svg') } },
    mainEntityOfPage: absoluteUrl(origin, page.path),
    inLanguage: 'vi',
  };

  return (
    <>
      <JsonLd data={[article, breadcrumbLd(origin, page.breadcrumbs)]} />
      <ContentHero title={page.title} crumbs={page.breadcrumbs}>
        <p className={styles.lead}>{page.description}</p>
        <p className={styles.meta}>
          {page.publishedAt && (
            <time dateTime={page.publishedAt}>{t(isLegal ? 'updated' : 'published', { date: displayIsoDate(page.updatedAt ?? page.publishedAt) })}</time>
          )}
          <span>{t('readingTime', { minutes: page.readingMinutes })}</span>
        </p>
        {page.source && (
          <p className={styles.source} data-testid="content-source">
            {page.source.logo && <img className={styles.sourceLogo} src={page.source.logo} alt="" width={72} height={24} />}
            {page.source.url ? (
              <a href={page.source.url} target="_blank" rel="noopener noreferrer">
                {t('readOriginal', { name: page.source.name })}
              </a>
            ) : (
              <span>{t('fromPress', { name: page.source.name })}</span>
            )}
          </p>
        )}
      </ContentHero>
      <div className={`container ${styles.layout}`} data-testid="content-page">
        <article className={styles.article}>
          {page.coverPc && !isLegal && (
            <picture className={styles.cover}>
              {page.coverMb && <source media="(max-width: 767.98px)" srcSet={page.coverMb} width={600} height={600} />}
              <img src={page.coverPc} alt="" width={600} height={400} fetchPriority="high" />
            </picture>
          )}
          {/* Sanitised on the server (sanitize-html, apps/api/src/modules/content/render-body.ts). */}
          <div className={styles.prose} data-testid="content-body" dangerouslySetInnerHTML={{ __html: page.html }} />
          {!isLegal && (
            <aside className={styles.book}>
              <p>{t('bookLead')}</p>
              <Link to="/booking" className="btn btn-accent">
                <CalendarIcon size={18} /> {t('bookNow')}
              </Link>
            </aside>
          )}
        </article>
        {page.related.length > 0 && (
          <section className={styles.related} aria-labelledby="content-related">
            <h2 id="content-related" className={styles.relatedTitle}>
              {t('related')}
            </h2>
            <div className={styles.relatedList}>
              {page.related.map((related) => (
                <ContentCard key={related.path} page={related} />
              ))}
            </div>
          </section>
        )}
      </div>
    </>
  );
}
