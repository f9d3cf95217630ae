import '../locales';
import type { TCollectionDetail } from '@shine/shared/schemas/collections';
import { useTranslation } from '../../../lib/i18n';
import { isRouteErrorResponse, Link, useParams, useRouteError } from 'react-router';
import { RouteError } from '../../../components/ui/route-fallback';
import { PageHero } from '../../../components/ui/page-hero';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCollection, useLookbooks } from '../api/get-collections';
import styles from '../components/collections.module.css';
import { ItemListJsonLd } from '../components/item-list-json-ld';
import { ContentNotFound } from '../components/not-found';
import { ResponsiveImage, SIZES } from '../components/responsive-image';
import { StyleCard } from '../components/style-card';
import { useContentLang } from '../model/lang';
import { bookServiceHref } from '../model/links';
import { LoadFailed } from './service-page';

/** /collections/{slug}, and /shine-collection/{slug} for the four signature collections. */
export function CollectionPage({ slug }: { slug?: string }) {
  const param = useParams().slug;
  const collection = useCollection(slug ?? param ?? '', useContentLang());
  if (collection.error instanceof ApiError && collection.error.status >= 400 && collection.error.status < 500) return <ContentNotFound kind="collection" />;
  if (!collection.data) return collection.error ? <LoadFailed /> : <Skeleton height={480} radius={16} />;
  return <CollectionView collection={collection.data} />;
}

/** The route's error boundary: the loader's 404 (unknown slug) shows the not-found page. */
export function CollectionPageError() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <ContentNotFound kind="collection" /> : <RouteError />;
}

const styleItems = (c: TCollectionDetail) =>
  c.styles.map((s) => ({ name: s.name, url: s.service ? bookServiceHref(s.service.serviceId) : c.path, image: s.imagePc }));

function CollectionView({ collection }: { collection: TCollectionDetail }) {
  const { t } = useTranslation('collections');
  const { t: tp } = useTranslation();
  // The h1 and the title say the same (the server's title too: route-data detailHead).
  const heading = `${tp('pages.collectionDetail')} ${collection.title}`;
  useDocumentTitle(heading);
  return (
    <>
      <ItemListJsonLd name={collection.title} items={styleItems(collection)} />
      <PageHero title={heading}>
        <p className={styles.lead}>{collection.description}</p>
      </PageHero>
      <div className="container" data-testid="collection-page">
        <ResponsiveImage
          className={styles.cover}
          pc={collection.coverPc}
          mb={collection.coverMb}
          alt=""
          pcSize={SIZES.cover.pc}
          mbSize={SIZES.cover.mb}
          eager
        />
        <h2 className={styles.sectionTitle}>{t('styleCount', { count: collection.styles.length })}</h2>
        <StyleGrid collection={collection} />
        <p className={styles.related}>
          <Link to="/collection" className="btn btn-outline">
            {t('allCollections')}
          </Link>
        </p>
      </div>
    </>
  );
}

function StyleGrid({ collection }: { collection: TCollectionDetail }) {
  return (
    <ul className={styles.styleGrid}>
      {collection.styles.map((style) => (
        <li key={style.id}>
          <StyleCard style={style} />
        </li>
      ))}
    </ul>
  );
}

export const BadBoyPage = () => <CollectionPage slug="bad-boy" />;
export const CreativePage = () => <CollectionPage slug="creative" />;
export const KPermPage = () => <CollectionPage slug="k-perm" />;
export const HairStylePage = () => <CollectionPage slug="hair-style" />;

/** /lookbook: the seasonal lookbooks, each with its cover and styles. */
export function LookbookPage() {
  const { t } = useTranslation('collections');
  const { t: tp } = useTranslation();
  const lookbooks = useLookbooks(useContentLang());
  const title = tp('pages.lookbook');
  useDocumentTitle(title);
  return (
    <>
      <PageHero title={title}>
        <p className={styles.lead}>{t('lookbookLead')}</p>
      </PageHero>
      <div className="container" data-testid="lookbook-page">
        {lookbooks.data ? (
          <>
            <ItemListJsonLd name={title} items={lookbooks.data.flatMap(styleItems)} />
            {lookbooks.data.map((book, i) => (
              <section key={book.slug} id={book.slug} aria-labelledby={`${book.slug}-title`} className={styles.lookbook}>
                <h2 id={`${book.slug}-title`} className={styles.sectionTitle}>
                  {book.title}
                </h2>
                <p className={styles.muted}>{book.description}</p>
                <ResponsiveImage
                  className={styles.cover}
                  pc={book.coverPc}
                  mb={book.coverMb}
                  alt=""
                  pcSize={SIZES.cover.pc}
                  mbSize={SIZES.cover.mb}
                  eager={i === 0}
                />
                <StyleGrid collection={book} />
              </section>
            ))}
            <p className={styles.related}>
              <Link to="/collection" className="btn btn-outline">
                {t('allCollections')}
              </Link>
            </p>
          </>
        ) : lookbooks.error ? (
          <LoadFailed />
        ) : (
          <Skeleton height={480} radius={16} />
        )}
      </div>
    </>
  );
}
