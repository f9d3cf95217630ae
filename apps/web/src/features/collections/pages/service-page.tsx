import '../locales';
import { SERVICE_PAGE_KINDS } from '@shine/shared/rules/constants';
import type { TServicePage, TServicePageKind } from '@shine/shared/schemas/collections';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useServicePage } from '../api/get-service-page';
import styles from '../components/collections.module.css';
import { ItemListJsonLd } from '../components/item-list-json-ld';
import { ServiceCatalogue } from '../components/service-catalogue';
import { bookServiceHref } from '../model/links';
import { useContentLang } from '../model/lang';

/** /service, /up-service, /shine-care: the catalogue (or its part) with prices, durations and pictures. */
function CataloguePage({ kind }: { kind: TServicePageKind }) {
  const lang = useContentLang();
  const page = useServicePage(kind, lang);
  if (!page.data) return page.error ? <LoadFailed /> : <Skeleton height={480} radius={16} />;
  return <CatalogueView page={page.data} />;
}

function CatalogueView({ page }: { page: TServicePage }) {
  const { t } = useTranslation('collections');
  useDocumentTitle(page.title);
  const items = page.categories.flatMap((c) =>
    c.serviceGroups.flatMap((g) => g.services.map((s) => ({ name: s.name, url: bookServiceHref(s.serviceId), image: s.serviceImage ?? undefined }))),
  );
  return (
    <>
      <ItemListJsonLd name={page.title} items={items} />
      <PageHero title={page.title}>
        {page.intro.map((text) => (
          <p key={text} className={styles.lead}>
            {text}
          </p>
        ))}
      </PageHero>
      <div className="container" data-testid="service-page">
        <ServiceCatalogue categories={page.categories} />
        <nav className={styles.related} aria-label={t('otherPages')}>
          <h2 className={styles.sectionTitle}>{t('otherPages')}</h2>
          <ul className={styles.chips}>
            {SERVICE_PAGE_KINDS.filter((k) => k !== page.kind).map((k) => (
              <li key={k}>
                <Link to={`/${k}`} className="btn btn-outline">
                  {t(`servicePages.${k}`)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/collection" className="btn btn-outline">
                {t('allCollections')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}

export function LoadFailed() {
  const { t } = useTranslation('collections');
  return (
    <p className={`container ${styles.notFound}`} role="alert">
      {t('loadFailed')}
    </p>
  );
}

export const ServicePage = () => <CataloguePage kind="service" />;
export const UpServicePage = () => <CataloguePage kind="up-service" />;
export const ShineCarePage = () => <CataloguePage kind="shine-care" />;
