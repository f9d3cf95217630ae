import '../locales';
import { formatDisplayDate, formatVnd, type MemberType, TIER_NAMES } from '@shine/shared';
import type { TTier } from '@shine/shared/schemas/membership';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authKeys, MemberIcon, openLogin, useCurrentUser } from '../../auth';
import { useMemberStatus } from '../api/get-member-status';
import { useTiers } from '../api/get-tiers';
import styles from '../components/membership.module.css';

/** /shine-member: the tiers and their perks for everyone; the customer's own tier and what is left. */
export function ShineMemberPage() {
  const { t } = useTranslation('membership');
  const { t: tMain } = useTranslation();
  const title = tMain('pages.member');
  useDocumentTitle(title);
  const tiers = useTiers();
  const { user, isLoggedIn } = useCurrentUser();
  const months = tiers.data?.windowMonths ?? 6;

  return (
    <>
      <PageHero title={title} />
      <div className={`container ${styles.body}`}>
        <p className={styles.lead}>{t('tiers.lead', { months })}</p>
        {isLoggedIn && user ? <OwnStatus customerId={user.userId} userMemberType={user.memberType} months={months} /> : <JoinSteps />}
        <section aria-labelledby="tiers-title">
          <h2 id="tiers-title" className={styles.sectionTitle}>
            {t('tiers.perks')}
          </h2>
          <div className={styles.grid}>
            {tiers.data
              ? tiers.data.tiers.map((tier) => <TierCard key={tier.memberType} tier={tier} months={months} current={user?.memberType === tier.memberType} />)
              : [1, 2, 3].map((n) => <Skeleton key={n} height={220} radius={14} />)}
          </div>
        </section>
        <p>
          <Link to="/topup" className="btn btn-accent">
            {t('tiers.topup')}
          </Link>
        </p>
      </div>
    </>
  );
}

function TierCard({ tier, months, current }: { tier: TTier; months: number; current: boolean }) {
  const { t } = useTranslation('membership');
  return (
    <article className={`${styles.card} ${current ? styles.current : ''}`} data-testid="tier-card">
      <div className={styles.tierHead}>
        <MemberIcon memberType={tier.memberType} size={40} />
        <h3 className={styles.cardTitle}>{tier.name}</h3>
      </div>
      {current && <span className={styles.badge}>{t('tiers.current')}</span>}
      <p className={styles.muted}>{tier.minSpend <= 1 ? t('tiers.firstVisit') : t('tiers.minSpend', { amount: formatVnd(tier.minSpend), months })}</p>
      <ul className={styles.list}>
        {tier.perks.comboDiscountPercent > 0 && <li>{t('tiers.comboDiscount', { percent: tier.perks.comboDiscountPercent })}</li>}
        <li>{t('tiers.bookAhead', { days: tier.perks.maxDaysBookFuture })}</li>
        <li>{tier.perks.businessClass ? t('tiers.businessClass') : t('tiers.noBusinessClass')}</li>
      </ul>
    </article>
  );
}

function OwnStatus({ customerId, userMemberType, months }: { customerId: number; userMemberType: number; months: number }) {
  const { t } = useTranslation('membership');
  const status = useMemberStatus(customerId);
  const queryClient = useQueryClient();
  const data = status.data;
  // The header's badge follows the tier the server has just evaluated.
  useEffect(() => {
    if (data && data.memberType !== userMemberType) void queryClient.invalidateQueries({ queryKey: authKeys.me() });
  }, [data, userMemberType, queryClient]);
  if (!data) return <Skeleton height={160} radius={14} />;
  const name = (memberType: number) => TIER_NAMES[memberType as MemberType] ?? t('tiers.regular');
  const nextThreshold = data.spend + data.toNextTier;
  const percent = data.nextTier ? Math.min(100, Math.round((data.spend / Math.max(1, nextThreshold)) * 100)) : 100;
  return (
    <section className={styles.status} data-testid="member-status" aria-labelledby="own-tier">
      <div className={styles.tierHead}>
        <MemberIcon memberType={data.memberType} size={44} />
        <div>
          <p className={styles.muted}>{t('tiers.yourTier')}</p>
          <h2 id="own-tier" className={styles.cardTitle}>
            {name(data.memberType)}
          </h2>
        </div>
      </div>
      <p>{t('tiers.spend', { months, date: formatDisplayDate(data.windowStart), amount: formatVnd(data.spend) })}</p>
      <div className={styles.progress} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('tiers.yourTier')}>
        <div className={styles.progressBar} style={{ width: `${percent}%` }} />
      </div>
      <p>{data.nextTier ? t('tiers.toNext', { amount: formatVnd(data.toNextTier), tier: name(data.nextTier) }) : t('tiers.top')}</p>
      {data.memberType > 1 && <p className={styles.muted}>{t('tiers.toKeep', { amount: formatVnd(data.toKeep), months, tier: name(data.memberType) })}</p>}
    </section>
  );
}

function JoinSteps() {
  const { t } = useTranslation('membership');
  return (
    <section className={styles.card} aria-labelledby="join-title">
      <h2 id="join-title" className={styles.cardTitle}>
        {t('tiers.howToJoin')}
      </h2>
      <ol className={styles.list}>
        <li>{t('tiers.join1')}</li>
        <li>{t('tiers.join2')}</li>
        <li>{t('tiers.join3')}</li>
      </ol>
      <button type="button" className={`btn btn-dark ${styles.wideButton}`} onClick={() => openLogin()}>
        {t('tiers.loginToSee')}
      </button>
    </section>
  );
}
