import '../locales';
import { CONTENT_SECTIONS } from '@shine/shared/rules/content-sections';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './content-page.module.css';

/** An unknown or unpublished page of the store: a real 404 page (the server answers status 404). */
export function ContentNotFound() {
  const { t } = useTranslation('content');
  useDocumentTitle(t('notFoundTitle'));
  return (
    <>
      <PageHero title={t('notFoundTitle')} />
      <section className={`container ${styles.notFound}`} data-testid="content-not-found">
        <p>{t('notFoundText')}</p>
        <ul className={styles.hubs}>
          {Object.values(CONTENT_SECTIONS).map((section) => (
            <li key={section.path}>
              <Link to={section.path}>{section.title}</Link>
            </li>
          ))}
        </ul>
        <Link to="/" className="btn btn-accent">
          {t('backHome')}
        </Link>
      </section>
    </>
  );
}
