import { useTranslation } from '../../../lib/i18n';
import { Link, useMatches } from 'react-router';
import { CalendarIcon, PhoneIcon, ScissorsIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { HOTLINE, HOTLINE_DISPLAY } from '../../../lib/constants';
import type { PageHandle } from '../../../lib/page-handle';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './coming-soon-page.module.css';

/** A real, titled page for routes whose content comes in later work (title from the route handle). */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  const title = handle ? t(handle.titleKey) : t('placeholder.lead');
  useDocumentTitle(title);

  return (
    <>
      <PageHero title={title} />
      <section className={`container ${styles.body}`}>
        <div className={styles.card}>
          <span className={styles.icon}>
            <ScissorsIcon size={32} />
          </span>
          <h2 className={styles.lead}>{t('placeholder.lead')}</h2>
          <p className={styles.text}>{t('placeholder.text', { phone: HOTLINE_DISPLAY })}</p>
          <div className={styles.actions}>
            <Link to="/booking" className="btn btn-accent">
              <CalendarIcon size={18} /> {t('common.bookNow')}
            </Link>
            <a href={`tel:${HOTLINE}`} className="btn btn-outline">
              <PhoneIcon size={18} /> {HOTLINE_DISPLAY}
            </a>
          </div>
          <Link to="/" className={styles.home}>
            {t('common.backHome')}
          </Link>
        </div>
      </section>
    </>
  );
}
