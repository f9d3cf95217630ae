import { formatDisplayDate, formatVnd, SUCCESS_NOTICE_MS, zonedNow } from '@shine/shared';
import type { TGoldenHour } from '@shine/shared/schemas/rewards';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { openLogin } from '../../auth';
import { useClaimGoldenHour } from '../api/golden-hours';
import { useWho } from '../model/use-who';
import { toastClaimError } from './claim-error';
import { Countdown } from './countdown';
import styles from './rewards.module.css';

/** 'HH:mm' of an instant in the salon time zone. */
const hm = (iso: string) => {
  const { minutes } = zonedNow(new Date(iso));
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** A golden-hour deal: window in salon time, countdown before and during, what is left, the claim button. */
export function GoldenHourCard({ deal, detailed = false, first = false }: { deal: TGoldenHour; detailed?: boolean; first?: boolean }) {
  const { t } = useTranslation('rewards');
  const { loggedIn } = useWho();
  const claim = useClaimGoldenHour();
  const submit = () =>
    claim.mutate(deal.id, {
      onSuccess: () => toast({ title: t('golden.claim'), message: t('golden.success'), type: 'success', duration: SUCCESS_NOTICE_MS }),
      onError: toastClaimError,
    });
  const date = formatDisplayDate(zonedNow(new Date(deal.opensAt)).date);
  return (
    <article className={styles.card} data-testid="golden-hour">
      <img
        className={styles.thumb}
        src={deal.image}
        alt=""
        width={320}
        height={180}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
      />
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>{detailed ? deal.title : <Link to={`/gio-vang-san-uu-dai-chi-tiet/${deal.id}`}>{deal.title}</Link>}</h2>
        <p className={styles.meta}>
          <span className={deal.status === 'open' ? styles.chip : styles.chipMuted}>{t(`status.${deal.status === 'open' ? 'active' : deal.status}`)}</span>
          <span>{t('golden.window', { from: hm(deal.opensAt), to: hm(deal.closesAt), date })}</span>
        </p>
        <p className={styles.price}>
          <s>{formatVnd(deal.oldPrice)}</s>
          <strong>{formatVnd(deal.dealPrice)}</strong>
        </p>
        <p className={styles.meta}>{t('golden.left', { remaining: deal.remaining, quantity: deal.quantity })}</p>
        {deal.status === 'upcoming' && <Countdown label={t('golden.opensIn')} until={deal.opensAt} />}
        {deal.status === 'open' && <Countdown label={t('golden.closesIn')} until={deal.closesAt} />}
        {detailed && <div className={styles.html} dangerouslySetInnerHTML={{ __html: deal.description }} />}
        <div className={styles.actions}>
          {deal.claimed ? (
            <span className={styles.chip}>{t('golden.claimed')}</span>
          ) : deal.status !== 'open' ? (
            <span className={styles.chipMuted}>{t(`golden.${deal.status}`)}</span>
          ) : loggedIn ? (
            <button type="button" className="btn btn-accent" disabled={claim.isPending} onClick={submit}>
              {t('golden.claim')}
            </button>
          ) : (
            <button type="button" className="btn btn-accent" onClick={() => openLogin({ onSuccess: submit })}>
              {t('golden.loginToClaim')}
            </button>
          )}
          {!detailed && (
            <Link to={`/gio-vang-san-uu-dai-chi-tiet/${deal.id}`} className="btn btn-outline">
              {t('golden.detail')}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
