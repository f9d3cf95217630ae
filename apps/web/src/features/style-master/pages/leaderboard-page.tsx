import '../locales';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLeaderboard } from '../api/get-contest';
import { ContestFacts, ContestStatus } from '../components/contest-facts';
import { PostCard } from '../components/post-card';
import cardStyles from '../components/post-card.module.css';
import { useLang } from '../model/use-lang';
import { useVotesFollowLogin } from '../model/use-votes-follow-login';
import styles from './style-master.module.css';

/** /thong-tin-cuoc-thi/bang-xep-hang: the contest's entries by votes, live; voting right here. */
export function LeaderboardPage() {
  const { t } = useTranslation('styleMaster');
  const { t: tp } = useTranslation();
  const board = useLeaderboard(useLang());
  useVotesFollowLogin();
  const data = board.data;
  return (
    <>
      <PageHero title={tp('pages.contestRanking')}>
        {data && (
          <p className={styles.lead}>
            {data.contest.title} <ContestStatus status={data.contest.status} />
          </p>
        )}
      </PageHero>
      <div className={`container ${styles.page}`}>
        {board.isError && !data ? (
          <p className={styles.muted}>{board.error.message}</p>
        ) : !data ? (
          <Skeleton height={480} radius={16} />
        ) : (
          <>
            <p className={styles.muted}>{t('leaderboardLead')}</p>
            <ContestFacts contest={data.contest} />
            <nav className={styles.links}>
              <Link className="btn btn-outline" to="/thong-tin-cuoc-thi">
                {t('toContest')}
              </Link>
            </nav>
            {data.entries.length === 0 ? (
              <p className={styles.muted}>{t('leaderboardEmpty')}</p>
            ) : (
              <ol className={cardStyles.grid} data-testid="leaderboard">
                {data.entries.map((post) => (
                  <PostCard key={post.id} post={post} rank={post.rank} />
                ))}
              </ol>
            )}
          </>
        )}
      </div>
    </>
  );
}
