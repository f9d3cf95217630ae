import '../locales';
import { formatDisplayDate, zonedToday } from '@shine/shared';
import { useTranslation } from '../../../lib/i18n';
import { PageHero } from '../../../components/ui/page-hero';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { openLogin } from '../../auth';
import { useGifts } from '../api/wheel';
import { LoadState } from '../components/load-state';
import styles from '../components/rewards.module.css';
import { useWho } from '../model/use-who';

/** /vong-quay-may-man/lich-su: the logged-in customer's spins and what each won. */
export function WheelHistoryPage() {
  const { t } = useTranslation('rewards');
  const { t: tp } = useTranslation();
  const title = tp('pages.luckyWheelHistory');
  useDocumentTitle(title);
  const { loggedIn } = useWho();
  const gifts = useGifts(loggedIn);
  return (
    <>
      <PageHero title={title} />
      <div className={`container ${styles.page}`} data-testid="wheel-history">
        {!loggedIn ? (
          <button type="button" className="btn btn-dark" onClick={() => openLogin()}>
            {t('login')}
          </button>
        ) : !gifts.data ? (
          <LoadState isError={gifts.isError} onRetry={() => void gifts.refetch()} />
        ) : gifts.data.length === 0 ? (
          <p className={styles.muted}>{t('wheel.historyEmpty')}</p>
        ) : (
          <ul className={`${styles.list} ${styles.section}`}>
            {gifts.data.map((g) => (
              <li key={g.spinId} className={styles.row}>
                <span>
                  <b>{g.prizeName}</b>
                  <br />
                  <small className={styles.muted}>
                    {g.wheelName} · {formatDisplayDate(zonedToday(new Date(g.createdAt)))}
                  </small>
                </span>
                {g.points > 0 && <span className={styles.chip}>{t('wheel.pointsNote', { points: g.points })}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
