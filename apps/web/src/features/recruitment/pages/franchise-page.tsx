import '../locales';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFigures } from '../api/get-figures';
import { FranchiseForm } from '../components/franchise-form';
import styles from './pages.module.css';

const SUPPORT = ['support1', 'support2', 'support3', 'support4', 'support5'] as const;
const STEPS = ['step1', 'step2', 'step3', 'step4', 'step5', 'step6'] as const;

/** /lien-he-nhuong-quyen: what a franchise is, what it costs and brings, the chain's figures, the request form. */
export function FranchisePage() {
  const { t, language } = useTranslation('recruitment');
  const { t: tp } = useTranslation();
  const title = tp('pages.franchise');
  useDocumentTitle(title);
  const figures = useFigures().data;
  const number = (value: number) => value.toLocaleString(language === 'en' ? 'en-US' : 'vi-VN');

  return (
    <>
      <PageHero title={title}>{figures && <p className={styles.lead}>{t('franchise.lead', { provinces: figures.provinces })}</p>}</PageHero>
      <div className={`container ${styles.page}`}>
        {figures && (
          <section aria-labelledby="figures" className={styles.section}>
            <h2 id="figures">{t('franchise.figuresTitle')}</h2>
            <dl className={styles.figures} data-testid="chain-figures">
              {(
                [
                  ['salons', figures.salons],
                  ['provinces', figures.provinces],
                  ['stylists', figures.stylists],
                  ['skinners', figures.skinners],
                  ['customers', figures.customersServed],
                ] as const
              ).map(([key, value]) => (
                <div key={key}>
                  <dt>{t(`franchise.${key}`)}</dt>
                  <dd>{number(value)}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        <section aria-labelledby="what" className={styles.section}>
          <h2 id="what">{t('franchise.whatTitle')}</h2>
          <p>{t('franchise.what')}</p>
          <div className={styles.cards}>
            <div className={styles.card}>
              <h3>{t('franchise.investTitle')}</h3>
              <p>{t('franchise.invest')}</p>
            </div>
            <div className={styles.card}>
              <h3>{t('franchise.areaTitle')}</h3>
              <p>{t('franchise.area')}</p>
            </div>
            <div className={styles.card}>
              <h3>{t('franchise.supportTitle')}</h3>
              <ul>
                {SUPPORT.map((key) => (
                  <li key={key}>{t(`franchise.${key}`)}</li>
                ))}
              </ul>
            </div>
          </div>
        </section>
        <section aria-labelledby="steps" className={styles.section}>
          <h2 id="steps">{t('franchise.stepsTitle')}</h2>
          <ol className={styles.steps}>
            {STEPS.map((key) => (
              <li key={key}>{t(`franchise.${key}`)}</li>
            ))}
          </ol>
        </section>
        <FranchiseForm />
        <p className={styles.aside}>
          <Link to="/contact-advertising">{t('franchise.partnerLink')}</Link>
        </p>
      </div>
    </>
  );
}
