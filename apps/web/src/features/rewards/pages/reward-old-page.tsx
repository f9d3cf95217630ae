import '../locales';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { openLogin } from '../../auth';
import { useRewardArchive } from '../api/rewards';
import { LoadState } from '../components/load-state';
import { RewardCard } from '../components/reward-card';
import styles from '../components/rewards.module.css';
import { useWho } from '../model/use-who';

/** /rewardOld: ended rewards, and the rewards the customer claimed and used (logged in). */
export function RewardOldPage() {
  const { t } = useTranslation('rewards');
  const { t: tp } = useTranslation();
  const title = tp('pages.rewardOld');
  useDocumentTitle(title);
  const { who, loggedIn } = useWho();
  const archive = useRewardArchive(who);
  return (
    <>
      <PageHero title={title} />
      <div className={`container ${styles.page}`} data-testid="reward-archive">
        {archive.data ? (
          <>
            <h2 className={styles.groupTitle}>{t('usedTitle')}</h2>
            {!loggedIn ? (
              <div className={styles.actions}>
                <p className={styles.muted}>{t('loginForUsed')}</p>
                <button type="button" className="btn btn-dark" onClick={() => openLogin()}>
                  {t('login')}
                </button>
              </div>
            ) : archive.data.used.length === 0 ? (
              <p className={styles.muted}>{t('noneUsed')}</p>
            ) : (
              <div className={styles.grid}>
                {archive.data.used.map((r, index) => (
                  <RewardCard key={r.id} reward={r} href={`/rewardOlds/${r.id}`} first={index === 0} />
                ))}
              </div>
            )}
            <h2 className={styles.groupTitle}>{t('endedTitle')}</h2>
            {archive.data.ended.length === 0 ? (
              <p className={styles.muted}>{t('empty')}</p>
            ) : (
              <div className={styles.grid}>
                {archive.data.ended.map((r, index) => (
                  // The first screen's picture: the first ended reward's when no used one is shown above it.
                  <RewardCard key={r.id} reward={r} href={`/rewardOlds/${r.id}`} first={index === 0 && !(loggedIn && archive.data.used.length > 0)} />
                ))}
              </div>
            )}
          </>
        ) : (
          <LoadState isError={archive.isError} onRetry={() => void archive.refetch()} />
        )}
        <p>
          <Link to="/reward" className="btn btn-outline">
            {t('backToRewards')}
          </Link>
        </p>
      </div>
    </>
  );
}
