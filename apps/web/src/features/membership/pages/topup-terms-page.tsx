import '../locales';
import { useTranslation } from '../../../lib/i18n';
import { PageHero } from '../../../components/ui/page-hero';
import { BRAND } from '../../../lib/constants';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TERMS_EN, TERMS_VI } from '../components/topup-terms-content';
import styles from '../components/membership.module.css';

/** /dieu-khoan-topup: the top-up terms in full (validity, refunds, transfer, account deletion). */
export function TopupTermsPage() {
  const { t } = useTranslation('membership');
  const { t: tMain, i18n } = useTranslation();
  const title = tMain('pages.topupTerms');
  useDocumentTitle(title);
  const sections = i18n.language === 'en' ? TERMS_EN : TERMS_VI;
  return (
    <>
      <PageHero title={title} />
      <article className={`container ${styles.body} ${styles.terms}`}>
        <p className={styles.muted}>{t('terms.updated')}</p>
        {sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            {section.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p.replaceAll('{product}', BRAND)}</p>
            ))}
          </section>
        ))}
      </article>
    </>
  );
}
