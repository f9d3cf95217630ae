import '../locales';
import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDiscoverFeed } from '../api/get-discover';
import styles from '../components/collections.module.css';
import { DiscoverCard } from '../components/discover-card';
import { ItemListJsonLd } from '../components/item-list-json-ld';
import { discoverPageFromQuery } from '../model/discover-page';
import { LoadFailed } from './service-page';

/** /discover: the feed of hairstyle and grooming posts, 12 a page (?page=2...), each with its like. */
export function DiscoverPage() {
  const { t } = useTranslation('collections');
  const [search] = useSearchParams();
  const page = discoverPageFromQuery(search.get('page'));
  const feed = useDiscoverFeed(page);
  useDocumentTitle(t('discoverTitle'));
  const pages = feed.data ? Math.max(1, Math.ceil(feed.data.total / feed.data.pageSize)) : 1;
  return (
    <>
      <PageHero title={t('discoverTitle')}>
        <p className={styles.lead}>{t('discoverLead')}</p>
      </PageHero>
      <div className="container" data-testid="discover-page">
        {feed.data ? (
          <>
            <ItemListJsonLd name={t('discoverTitle')} items={feed.data.items.map((p) => ({ name: p.title, url: `/discovers/${p.id}`, image: p.imagePc }))} />
            <ul className={styles.postGrid}>
              {feed.data.items.map((post, index) => (
                <li key={post.id}>
                  <DiscoverCard post={post} first={index === 0} />
                </li>
              ))}
            </ul>
            <nav className={styles.pager} aria-label={t('pageOf', { page, pages })}>
              {page > 1 && (
                <Link className="btn btn-outline" to={page === 2 ? '/discover' : `/discover?page=${page - 1}`}>
                  {t('newer')}
                </Link>
              )}
              <span>{t('pageOf', { page, pages })}</span>
              {page < pages && (
                <Link className="btn btn-outline" to={`/discover?page=${page + 1}`}>
                  {t('older')}
                </Link>
              )}
            </nav>
          </>
        ) : feed.error ? (
          <LoadFailed />
        ) : (
          <Skeleton height={480} radius={16} />
        )}
      </div>
    </>
  );
}
