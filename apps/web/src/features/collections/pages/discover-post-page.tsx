import '../locales';
import { formatDateBook, zonedToday } from '@shine/shared';
import type { TDiscoverPost } from '@shine/shared/schemas/collections';
import { useTranslation } from '../../../lib/i18n';
import { isRouteErrorResponse, Link, useParams, useRouteError } from 'react-router';
import { RouteError } from '../../../components/ui/route-fallback';
import { PageHero } from '../../../components/ui/page-hero';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDiscoverPost } from '../api/get-discover';
import styles from '../components/collections.module.css';
import { DiscoverCard } from '../components/discover-card';
import { LikeButton } from '../components/like-button';
import { ContentNotFound } from '../components/not-found';
import { ResponsiveImage, SIZES } from '../components/responsive-image';
import { StyleCard } from '../components/style-card';
import { discoverIdFromParam } from '../model/discover-page';
import { useContentLang } from '../model/lang';
import { bookServiceHref } from '../model/links';
import { LoadFailed } from './service-page';

/** /discovers/{id}: one post with its picture, text, the look and its booking link, like, related posts. */
export function DiscoverPostPage() {
  const id = discoverIdFromParam(useParams().id);
  const post = useDiscoverPost(id, useContentLang());
  if (id === 0 || (post.error instanceof ApiError && post.error.status >= 400 && post.error.status < 500)) return <ContentNotFound kind="post" />;
  if (!post.data) return post.error ? <LoadFailed /> : <Skeleton height={480} radius={16} />;
  return <PostView post={post.data} />;
}

export function DiscoverPostPageError() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <ContentNotFound kind="post" /> : <RouteError />;
}

function PostView({ post }: { post: TDiscoverPost }) {
  const { t } = useTranslation('collections');
  useDocumentTitle(post.title);
  return (
    <>
      <PageHero title={post.title}>
        <p className={styles.lead}>{post.summary}</p>
      </PageHero>
      <div className={`container ${styles.article}`} data-testid="discover-post">
        <ResponsiveImage className={styles.cover} pc={post.imagePc} mb={post.imageMb} alt="" pcSize={SIZES.discover.pc} mbSize={SIZES.discover.mb} eager />
        <p className={styles.postMeta}>
          <span className={styles.topic}>{t(`topics.${post.topic}`)}</span>
          <time dateTime={post.publishedAt}>{formatDateBook(zonedToday(new Date(post.publishedAt))).replace(/-/g, '/')}</time>
          <LikeButton post={post} />
        </p>
        {post.body.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
        {post.hairstyle ? (
          <section aria-labelledby="post-style" className={styles.postStyle}>
            <h2 id="post-style" className={styles.sectionTitle}>
              {t('styleInPost')}
            </h2>
            <StyleCard style={post.hairstyle} />
          </section>
        ) : (
          post.service && (
            <p>
              <Link className="btn btn-accent" to={bookServiceHref(post.service.serviceId)}>
                {t('bookService', { name: post.service.name })}
              </Link>
            </p>
          )
        )}
        {post.related.length > 0 && (
          <section aria-labelledby="post-related">
            <h2 id="post-related" className={styles.sectionTitle}>
              {t('related')}
            </h2>
            <ul className={styles.postGrid}>
              {post.related.map((r) => (
                <li key={r.id}>
                  <DiscoverCard post={r} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className={styles.related}>
          <Link to="/discover" className="btn btn-outline">
            {t('backToDiscover')}
          </Link>
        </p>
      </div>
    </>
  );
}
