import '../locales';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './collections.module.css';

/** An unknown collection or post: a real 404 page pointing to the list it belongs to. */
export function ContentNotFound({ kind }: { kind: 'collection' | 'post' }) {
  const { t } = useTranslation('collections');
  const title = kind === 'collection' ? t('notFoundCollection') : t('notFoundPost');
  useDocumentTitle(title);
  return (
    <>
      <PageHero title={title} />
      <section className={`container ${styles.notFound}`} data-testid="content-not-found">
        <p>{kind === 'collection' ? t('notFoundCollectionText') : t('notFoundPostText')}</p>
        <Link to={kind === 'collection' ? '/collection' : '/discover'} className="btn btn-accent">
          {kind === 'collection' ? t('allCollections') : t('backToDiscover')}
        </Link>
      </section>
    </>
  );
}
