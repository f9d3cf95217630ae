import '../locales';
import type { TCollectionCard } from '@shine/shared/schemas/collections';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCollectionList } from '../api/get-collections';
import styles from '../components/collections.module.css';
import { ItemListJsonLd } from '../components/item-list-json-ld';
import { ResponsiveImage, SIZES } from '../components/responsive-image';
import { useContentLang } from '../model/lang';
import { LoadFailed } from './service-page';

/**
 * The cards on a phone's first screen (two rows of two): pictures of one size, any of which can paint first and
 * be the LCP, so all are asked for at once.
 */
const FIRST_SCREEN_CARDS = 4;

/** /collection: every signature and themed collection, each opening its page. */
export function CollectionListPage() {
  const { t } = useTranslation('collections');
  const { t: tp } = useTranslation();
  const list = useCollectionList(useContentLang());
  const title = tp('pages.collection');
  useDocumentTitle(title);
  return (
    <>
      <PageHero title={title}>
        <p className={styles.lead}>{t('collectionsLead')}</p>
      </PageHero>
      <div className="container" data-testid="collection-list">
        {list.data ? (
          <>
            <ItemListJsonLd name={title} items={list.data.map((c) => ({ name: c.title, url: c.path, image: c.coverPc }))} />
            <ul className={styles.collectionGrid}>
              {list.data.map((c, index) => (
                <li key={c.slug}>
                  <CollectionCard collection={c} firstScreen={index < FIRST_SCREEN_CARDS} />
                </li>
              ))}
            </ul>
            <p className={styles.related}>
              <Link to="/lookbook" className="btn btn-outline">
                {tp('pages.lookbook')}
              </Link>
            </p>
          </>
        ) : list.error ? (
          <LoadFailed />
        ) : (
          <Skeleton height={480} radius={16} />
        )}
      </div>
    </>
  );
}

function CollectionCard({ collection, firstScreen }: { collection: TCollectionCard; firstScreen: boolean }) {
  const { t } = useTranslation('collections');
  return (
    <Link to={collection.path} className={styles.collectionCard} data-testid="collection-card">
      <ResponsiveImage
        className={styles.coverThumb}
        pc={collection.coverPc}
        mb={collection.coverMb}
        alt=""
        pcSize={SIZES.cover.pc}
        mbSize={SIZES.cover.mb}
        eager={firstScreen}
      />
      <span className={styles.collectionText}>
        <h2 className={styles.collectionTitle}>{collection.title}</h2>
        <span className={styles.muted}>{collection.description}</span>
        <span className={styles.small}>{t('styleCount', { count: collection.styleCount })}</span>
      </span>
    </Link>
  );
}
