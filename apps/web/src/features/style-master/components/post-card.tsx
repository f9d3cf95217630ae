import '../locales';
import type { TStylePost } from '@shine/shared/schemas/style-master';
import { useTranslation } from '../../../lib/i18n';
import styles from './post-card.module.css';
import { VoteButton } from './vote-button';

const FALLBACK = '/images/fallback.svg';

/** One stylist's work: portrait picture, rank, title, stylist and salon, votes. */
export function PostCard({ post, rank }: { post: TStylePost; rank?: number }) {
  const { t } = useTranslation('styleMaster');
  return (
    <li className={styles.card} data-testid="style-post" data-post-id={post.id}>
      <div className={styles.media}>
        <img
          src={post.image}
          alt={post.title}
          width={600}
          height={800}
          loading={rank !== undefined && rank <= 4 ? 'eager' : 'lazy'}
          fetchPriority={rank === 1 ? 'high' : undefined}
          onError={(event) => {
            event.currentTarget.src = FALLBACK;
          }}
        />
        {rank !== undefined && <span className={`${styles.rank} ${rank <= 3 ? styles.podium : ''}`}>{t('rank', { rank })}</span>}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{post.title}</h3>
        <p className={styles.stylist}>
          {t('by', { name: post.stylist.staffName })}
          {post.stylist.isMaster && <span className={styles.master}>{t('master')}</span>}
        </p>
        <p className={styles.salon}>{t('at', { salon: post.stylist.salonName })}</p>
        <VoteButton post={post} />
      </div>
    </li>
  );
}
