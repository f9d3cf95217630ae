import '../locales';
import { formatDisplayDate, SUCCESS_NOTICE_MS, zonedToday } from '@shine/shared';
import type { TCampaignService } from '@shine/shared/schemas/campaign';
import type { TRewardDetail } from '@shine/shared/schemas/rewards';
import { useTranslation } from '../../../lib/i18n';
import { Link, useParams } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import { toast } from '../../../components/ui/toast-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { openLogin } from '../../auth';
import { useClaimReward, useReward } from '../api/rewards';
import { toastClaimError } from '../components/claim-error';
import { LoadState } from '../components/load-state';
import styles from '../components/rewards.module.css';
import { useWho } from '../model/use-who';

function ServiceList({ title, services }: { title: string; services: TCampaignService[] }) {
  if (services.length === 0) return null;
  return (
    <section className={styles.section}>
      <h2>{title}</h2>
      <ul className={styles.list}>
        {services.map((s) => (
          <li key={s.id} className={styles.row}>
            <span>{s.name}</span>
            <span className={styles.price}>
              {s.originPrice !== s.price && <s>{s.originPrice}</s>}
              <b>{s.price}</b>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ClaimBox({ reward }: { reward: TRewardDetail }) {
  const { t } = useTranslation('rewards');
  const { t: m } = useTranslation('messages');
  const { loggedIn } = useWho();
  const claim = useClaimReward();
  const submit = () =>
    claim.mutate(reward.id, {
      onSuccess: () => toast({ title: t('claim'), message: m('reward.claimed'), type: 'success', duration: SUCCESS_NOTICE_MS }),
      onError: toastClaimError,
    });
  if (reward.claim)
    return (
      <div className={styles.actions} data-testid="reward-claimed">
        <span className={styles.chip}>
          {reward.claim.used ? t('used') : t('claimed', { date: formatDisplayDate(zonedToday(new Date(reward.claim.claimedAt))) })}
        </span>
        {!reward.claim.used && (
          <Link to="/booking" className="btn btn-accent">
            {t('useNow')}
          </Link>
        )}
      </div>
    );
  if (reward.status !== 'active') return <span className={styles.chipMuted}>{t(`status.${reward.status}`)}</span>;
  if (!loggedIn)
    return (
      <button type="button" className="btn btn-accent" onClick={() => openLogin({ onSuccess: submit })}>
        {t('loginToClaim')}
      </button>
    );
  return (
    <button type="button" className="btn btn-accent" disabled={claim.isPending || !reward.canClaim} onClick={submit} data-testid="reward-claim">
      {reward.points > 0 ? t('claimFor', { points: reward.points }) : t('claim')}
    </button>
  );
}

/** /rewards/:id and /rewardOlds/:id: everything about one reward, with the claim button. */
export function RewardDetailPage() {
  const { t } = useTranslation('rewards');
  const { t: tp } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const { who, lang } = useWho();
  const reward = useReward(Number.isInteger(id) && id > 0 ? id : 0, lang, who);
  const data = reward.data;
  useDocumentTitle(data?.title ?? tp('pages.rewardDetail'));
  if (!data)
    return (
      <>
        <PageHero title={tp('pages.rewardDetail')} />
        <div className={`container ${styles.page}`}>
          {reward.isError && reward.error && 'status' in reward.error && reward.error.status === 404 ? (
            <p className={styles.muted}>{t('notFound')}</p>
          ) : (
            <LoadState isError={reward.isError} onRetry={() => void reward.refetch()} />
          )}
        </div>
      </>
    );
  const c = data.campaign;
  return (
    <>
      <PageHero title={data.title}>
        <p className={styles.lead}>
          {t(`status.${data.status}`)} · {t('remaining', { remaining: data.remaining, quantity: data.quantity })}
        </p>
      </PageHero>
      <div className={`container ${styles.page}`} data-testid="reward-detail">
        <div className={styles.columns}>
          <img className={styles.hero} src={data.thumbnail} alt="" width={640} height={360} fetchPriority="high" />
          <section className={styles.section}>
            <h2>{t('validity')}</h2>
            <p className={styles.muted}>{data.validity}</p>
            <p className={styles.meta}>
              <span>{data.points > 0 ? t('points', { points: data.points }) : t('free')}</span>
              {c && (
                <span>
                  {t('paymentMethod')}: {c.paymentMethod}
                </span>
              )}
            </p>
            <ClaimBox reward={data} />
          </section>
        </div>
        {c && (
          <div className={styles.columns}>
            <section className={styles.section}>
              <h2>{t('benefit')}</h2>
              <div className={styles.html} dangerouslySetInnerHTML={{ __html: c.effect }} />
            </section>
            <section className={styles.section}>
              <h2>{t('conditions')}</h2>
              <div className={styles.html} dangerouslySetInnerHTML={{ __html: c.condition }} />
            </section>
          </div>
        )}
        {c && (
          <div className={styles.columns}>
            <ServiceList title={t('servicesApply')} services={c.serviceApplies} />
            <ServiceList title={t('servicesCondition')} services={c.serviceConditions} />
          </div>
        )}
        {c && (
          <section className={styles.section}>
            <h2>{t('salons')}</h2>
            <p className={styles.muted}>{c.allSalons ? t('allSalons') : c.salonApplies.map((s) => s.name).join(', ')}</p>
          </section>
        )}
        {data.howToUse.length > 0 && (
          <section className={styles.section}>
            <h2>{t('howToUse')}</h2>
            <ol className={styles.steps}>
              {data.howToUse.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
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
