import type { TRewardCard } from '@shine/shared/schemas/rewards';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import styles from './rewards.module.css';

/** A reward in a list: picture, title, status, what is left, expiry, price in points. */
export function RewardCard({ reward, href, first = false }: { reward: TRewardCard; href: string; first?: boolean }) {
  const { t } = useTranslation('rewards');
  return (
    <Link to={href} className={styles.card} data-testid="reward-card">
      <img
        className={styles.thumb}
        src={reward.thumbnail}
        alt=""
        width={320}
        height={180}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
      />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{reward.title}</h3>
        <p className={styles.meta}>
          <span className={reward.status === 'active' ? styles.chip : styles.chipMuted}>{t(`status.${reward.status}`)}</span>
          {reward.membersOnly && <span className={styles.chip}>{t('membersOnly')}</span>}
          <span>{reward.points > 0 ? t('points', { points: reward.points }) : t('free')}</span>
        </p>
        <p className={styles.meta}>
          <span>{t('remaining', { remaining: reward.remaining, quantity: reward.quantity })}</span>
          {reward.expire && <span>{t('expire', { date: reward.expire })}</span>}
        </p>
      </div>
    </Link>
  );
}
