import '../locales';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFigures } from '../api/get-figures';
import { PartnerForm } from '../components/partner-form';
import styles from './pages.module.css';

/** /contact-advertising: partner and advertising proposals. */
export function AdvertisingPage() {
  const { t } = useTranslation('recruitment');
  const { t: tp } = useTranslation();
  const title = tp('pages.advertising');
  useDocumentTitle(title);
  const figures = useFigures().data;

  return (
    <>
      <PageHero title={title}>{figures && <p className={styles.lead}>{t('partner.lead', { count: figures.salons })}</p>}</PageHero>
      <div className={`container ${styles.page}`}>
        <PartnerForm />
        <p className={styles.aside}>
          <Link to="/lien-he-nhuong-quyen">{t('partner.franchiseLink')}</Link>
        </p>
      </div>
    </>
  );
}
