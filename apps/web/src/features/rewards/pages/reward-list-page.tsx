import '../locales';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRewardGroups } from '../api/rewards';
import { LoadState } from '../components/load-state';
import { RewardCard } from '../components/reward-card';
import styles from '../components/rewards.module.css';
import { useWho } from '../model/use-who';

/** /reward: the running rewards by group; each card opens its detail. */
export function RewardListPage() {
  const { t } = useTranslation('rewards');
  const { t: tp } = useTranslation();
  const title = tp('pages.reward');
  useDocumentTitle(title);
  const { who, lang } = useWho();
  const groups = useRewardGroups(lang, who);
  return (
    <>
      <PageHero title={title}>
        <p className={styles.lead}>{t('lead')}</p>
      </PageHero>
      <div className={`container ${styles.page}`} data-testid="reward-list">
        {groups.data ? (
          groups.data.length === 0 ? (
            <p className={styles.muted}>{t('empty')}</p>
          ) : (
            groups.data.map((group, groupIndex) => (
              <section key={group.groupName} className={styles.page} style={{ padding: 0 }}>
                <h2 className={styles.groupTitle}>{group.groupName}</h2>
                <div className={styles.grid}>
                  {group.rewards.map((reward, index) => (
                    <RewardCard key={reward.id} reward={reward} href={`/rewards/${reward.id}`} first={groupIndex === 0 && index === 0} />
                  ))}
                </div>
              </section>
            ))
          )
        ) : (
          <LoadState isError={groups.isError} onRetry={() => void groups.refetch()} />
        )}
        <p>
          <Link to="/rewardOld" className="btn btn-outline">
            {t('archiveLink')}
          </Link>
        </p>
      </div>
    </>
  );
}
