import '../locales';
import { wheelRotation } from '@shine/shared';
import type { TSpinResult } from '@shine/shared/schemas/rewards';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { openLogin } from '../../auth';
import { useExchangeSpin, useSpin, useWheel } from '../api/wheel';
import { toastClaimError } from '../components/claim-error';
import { LoadState } from '../components/load-state';
import { QuestList } from '../components/quest-list';
import styles from '../components/rewards.module.css';
import { WheelDisc } from '../components/wheel-disc';
import { useWho } from '../model/use-who';

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * /vong-quay-may-man and /vong-quay-2024: the server draws the prize; the wheel then turns to it and
 * the result shows when it stops. Spins come from quests or points.
 */
export function LuckyWheelPage() {
  const { t } = useTranslation('rewards');
  const { t: tp } = useTranslation();
  const slug = useLocation().pathname.includes('2024') ? 'vong-quay-2024' : 'vong-quay-may-man';
  const title = tp(slug === 'vong-quay-2024' ? 'pages.luckyWheel2024' : 'pages.luckyWheel');
  useDocumentTitle(title);
  const { who, loggedIn } = useWho();
  const wheel = useWheel(slug, who);
  const spin = useSpin();
  const exchange = useExchangeSpin();
  const client = useQueryClient();
  const [rotation, setRotation] = useState(0);
  const [pending, setPending] = useState<TSpinResult | null>(null);
  const [shown, setShown] = useState<TSpinResult | null>(null);

  const finish = (result: TSpinResult | null) => {
    if (!result) return;
    setPending(null);
    setShown(result);
    void client.invalidateQueries({ queryKey: ['rewards'] });
  };
  const start = () => {
    const w = wheel.data;
    if (!w) return;
    setShown(null);
    spin.mutate(w.id, {
      onSuccess: (result) => {
        const index = w.prizes.findIndex((p) => p.id === result.prize.id);
        const target = wheelRotation(Math.max(0, index), w.prizes.length);
        setRotation((current) => current - (current % 360) + target);
        setPending(result);
        if (reducedMotion()) finish(result);
      },
      onError: toastClaimError,
    });
  };

  const w = wheel.data;
  const spinning = spin.isPending || pending !== null;
  return (
    <>
      <PageHero title={title}>{w && <p className={styles.lead}>{w.description}</p>}</PageHero>
      <div className={`container ${styles.page}`} data-testid="lucky-wheel">
        {!w ? (
          <LoadState isError={wheel.isError} onRetry={() => void wheel.refetch()} />
        ) : (
          <div className={styles.columns}>
            <div className={styles.wheelBox}>
              <WheelDisc prizes={w.prizes} rotation={rotation} onTurned={() => finish(pending)} />
              <p className={styles.muted}>{t('wheel.period', { start: w.startDate, end: w.endDate })}</p>
              {!w.running ? (
                <p className={styles.result}>{t('wheel.notRunning')}</p>
              ) : loggedIn ? (
                <>
                  <p className={styles.meta} data-testid="spins-left">
                    <b>{t('wheel.spinsLeft', { count: w.spinsLeft ?? 0 })}</b>
                    <span>{t('wheel.points', { points: w.points ?? 0 })}</span>
                  </p>
                  <button type="button" className="btn btn-accent" onClick={start} disabled={spinning} data-testid="spin">
                    {spinning ? t('wheel.spinning') : t('wheel.spin')}
                  </button>
                </>
              ) : (
                <button type="button" className="btn btn-accent" onClick={() => openLogin()}>
                  {t('wheel.loginToSpin')}
                </button>
              )}
              {shown && (
                <p className={styles.result} role="status" data-testid="spin-result">
                  {shown.isConsolation ? t('wheel.consolation', { prize: shown.prize.name }) : t('wheel.won', { prize: shown.prize.name })}
                  {shown.voucherId !== null && (
                    <>
                      <br />
                      {t('wheel.voucherNote')}
                    </>
                  )}
                  {shown.points > 0 && (
                    <>
                      <br />
                      {t('wheel.pointsNote', { points: shown.points })}
                    </>
                  )}
                </p>
              )}
            </div>
            <div className={styles.page} style={{ padding: 0 }}>
              {loggedIn && <QuestList />}
              {loggedIn && w.running && (
                <section className={styles.section}>
                  <button
                    type="button"
                    className="btn btn-dark"
                    disabled={exchange.isPending || (w.points ?? 0) < w.spinPoints}
                    onClick={() => exchange.mutate(w.id, { onError: toastClaimError })}
                  >
                    {t('wheel.exchange', { points: w.spinPoints })}
                  </button>
                </section>
              )}
              <section className={styles.section}>
                <h2>{t('wheel.prizes')}</h2>
                <ul className={styles.list}>
                  {w.prizes.map((p) => (
                    <li key={p.id} className={styles.row}>
                      <span>{p.name}</span>
                      {!p.available && <span className={styles.chipMuted}>{t('wheel.outOfStock')}</span>}
                    </li>
                  ))}
                </ul>
              </section>
              <div className={styles.actions}>
                <Link to="/vong-quay-may-man/lich-su" className="btn btn-outline">
                  {t('wheel.history')}
                </Link>
                <Link to={slug === 'vong-quay-2024' ? '/vong-quay-may-man' : '/vong-quay-2024'} className="btn btn-outline">
                  {t('wheel.otherWheel')}
                </Link>
              </div>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
