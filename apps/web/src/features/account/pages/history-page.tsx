import '../locales';
import { useTranslation } from '../../../lib/i18n';
import { lazy, Suspense } from 'react';
import { useMatches } from 'react-router';
import { UserIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { Spinner } from '../../../components/ui/spinner-overlay';
import type { PageHandle } from '../../../lib/page-handle';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { openLogin, useCurrentUser } from '../../auth';
import { HistoryList } from '../components/history-list';
import styles from '../components/history.module.css';
import { loadWaitlistEntries } from '../../waitlist';

// Issue 33: his waitlist entries above his visits, a chunk of their own.
const WaitlistEntries = lazy(loadWaitlistEntries);

/** /lich-su-cat and /history: the logged-in customer's past visits with photos and ratings. */
export function HistoryPage() {
  const { t } = useTranslation('account');
  const { t: tMain } = useTranslation();
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  const title = tMain(handle?.titleKey ?? 'pages.cutHistory');
  useDocumentTitle(title);
  const { isLoggedIn, isPending } = useCurrentUser();

  return (
    <>
      <PageHero title={title} />
      <section className={`container ${styles.body}`}>
        {isPending ? (
          <div className={styles.empty}>
            <Spinner />
          </div>
        ) : isLoggedIn ? (
          <>
            <Suspense fallback={null}>
              <WaitlistEntries />
            </Suspense>
            <HistoryList />
          </>
        ) : (
          <div className={styles.empty}>
            <UserIcon size={36} />
            <p>{t('history.loginNeeded')}</p>
            <button type="button" className="btn btn-accent" onClick={() => openLogin()}>
              {tMain('common.login')}
            </button>
          </div>
        )}
      </section>
    </>
  );
}
