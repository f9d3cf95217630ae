import '../locales';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { MapPinIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './salon-page.module.css';

/** An unknown, malformed or closed salon id: a real 404 page pointing to the salon finder. */
export function SalonNotFound() {
  const { t } = useTranslation('salons');
  useDocumentTitle(t('notFoundTitle'));
  return (
    <>
      <PageHero title={t('notFoundTitle')} />
      <section className={`container ${styles.notFound}`} data-testid="salon-not-found">
        <p>{t('notFoundText')}</p>
        <Link to="/system-salon" className="btn btn-accent">
          <MapPinIcon size={18} /> {t('seeAllSalons')}
        </Link>
      </section>
    </>
  );
}
