import '../locales';
import { formatDisplayDate, zonedToday } from '@shine/shared';
import { useTranslation } from '../../../lib/i18n';
import { PageHero } from '../../../components/ui/page-hero';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { openLogin } from '../../auth';
import { useGifts, usePoints } from '../api/wheel';
import { LoadState } from '../components/load-state';
import styles from '../components/rewards.module.css';
import { useWho } from '../model/use-who';

/** /vong-quay-may-man/lich-su: the logged-in customer's spins and what each won, then his points' history. */
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
      {loggedIn && (
        <div className={`container ${styles.page}`}>
          <PointsHistory />
        </div>
      )}
    </>
  );
}

/** His LuckySprint points: the balance and each line (what earned or spent them, in the server's words). */
function PointsHistory() {
  const { t } = useTranslation('rewards');
  const points = usePoints(true);
  if (!points.data) return null;
  return (
    <section className={styles.section} data-testid="points-history" aria-labelledby="points-history">
      <h2 id="points-history">{t('wheel.pointsHistory')}</h2>
      <p>{t('wheel.points', { points: points.data.balance })}</p>
      {points.data.history.length === 0 ? (
        <p className={styles.muted}>{t('wheel.pointsEmpty')}</p>
      ) : (
        <ul className={styles.list}>
          {points.data.history.map((line, i) => (
            <li key={`${line.createdAt}-${i}`} className={styles.row}>
              <span>
                <b>{line.note}</b>
                <br />
                <small className={styles.muted}>{formatDisplayDate(zonedToday(new Date(line.createdAt)))}</small>
              </span>
              <span className={styles.chip}>{line.delta > 0 ? `+${line.delta}` : line.delta}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
