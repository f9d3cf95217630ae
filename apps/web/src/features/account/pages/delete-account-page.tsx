import '../locales';
import { useTranslation } from '../../../lib/i18n';
import { useMatches } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import { Spinner } from '../../../components/ui/spinner-overlay';
import type { PageHandle } from '../../../lib/page-handle';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { openLogin, useCurrentUser, UserSummary } from '../../auth';
import { DeleteAccountForm } from '../components/delete-account-form';
import styles from '../components/delete-account.module.css';

/** /delete-account: what deletion does, then an OTP-confirmed deletion that logs the customer out. */
export function DeleteAccountPage() {
  const { t } = useTranslation('account');
  const { t: tMain } = useTranslation();
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  const title = tMain(handle?.titleKey ?? 'pages.deleteAccount');
  useDocumentTitle(title);
  const { user, isPending } = useCurrentUser();

  return (
    <>
      <PageHero title={title} />
      <section className={`container ${styles.body}`}>
        <div className={styles.card}>
          <h2 className={styles.lead}>{t('deletion.lead')}</h2>
          <p>{t('deletion.intro')}</p>
          <ul className={styles.effects}>
            <li>{t('deletion.effect1')}</li>
            <li>{t('deletion.effect2')}</li>
            <li>{t('deletion.effect3')}</li>
            <li>{t('deletion.effect4')}</li>
          </ul>
          {isPending ? (
            <Spinner />
          ) : user ? (
            <>
              <div className={styles.account}>
                <span>{t('deletion.account')}</span>
                <UserSummary user={user} />
              </div>
              <DeleteAccountForm />
            </>
          ) : (
            <div className={styles.login}>
              <p>{t('deletion.loginNeeded')}</p>
              <button type="button" className="btn btn-accent" onClick={() => openLogin()}>
                {tMain('common.login')}
              </button>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
