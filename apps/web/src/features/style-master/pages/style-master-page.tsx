import '../locales';
import { TOP_STYLIST_PAGE_SIZE } from '@shine/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePosts } from '../api/get-posts';
import { PostCard } from '../components/post-card';
import cardStyles from '../components/post-card.module.css';
import { useVotesFollowLogin } from '../model/use-votes-follow-login';
import styles from './style-master.module.css';

/** /style-master: the stylists' work ranked by likes; a logged-in customer votes once per post. */
export function StyleMasterPage() {
  const { t } = useTranslation('styleMaster');
  const { t: tp } = useTranslation();
  const [pageSize, setPageSize] = useState(TOP_STYLIST_PAGE_SIZE);
  const posts = usePosts(pageSize);
  useVotesFollowLogin();
  const page = posts.data;
  return (
    <>
      <PageHero title={tp('pages.styleMaster')}>
        <p className={styles.lead}>{t('styleMasterLead')}</p>
      </PageHero>
      <div className={`container ${styles.page}`}>
        <nav className={styles.links}>
          <Link className="btn btn-accent" to="/thong-tin-cuoc-thi/bang-xep-hang">
            {t('toLeaderboard')}
          </Link>
          <Link className="btn btn-outline" to="/thong-tin-cuoc-thi">
            {t('toContest')}
          </Link>
        </nav>
        {posts.isError && !page ? (
          <p className={styles.muted}>{t('loadError')}</p>
        ) : !page ? (
          <Skeleton height={480} radius={14} />
        ) : page.items.length === 0 ? (
          <p className={styles.muted}>{t('empty')}</p>
        ) : (
          <ol className={cardStyles.grid} data-testid="style-posts">
            {page.items.map((post) => (
              <PostCard key={post.id} post={post} rank={post.rank} />
            ))}
          </ol>
        )}
        {page && page.total > page.items.length && (
          <button
            type="button"
            className={`btn btn-dark ${styles.more}`}
            disabled={posts.isFetching}
            onClick={() => setPageSize((n) => n + TOP_STYLIST_PAGE_SIZE)}
          >
            {t('more')}
          </button>
        )}
      </div>
    </>
  );
}
