import type { TAdminMembership, TAdminTopupPackage } from '@shine/shared/schemas/backoffice-catalog';
import { formatVnd } from '@shine/shared/rules/money';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useAdminMembership, useSavePackage, useSaveThresholds, useTopupPackages } from '../api/catalog-structure-data';
import { EntityHistory } from '../components/entity-history';
import { BackLink, Loading, SaveButton, SaveStatus } from '../components/save-status';
import { readVnd, formText } from '../model/admin-context';
import styles from '../components/backoffice.module.css';
import local from './catalog.module.css';

const BASE = '/quan-tri/hoi-vien-nap-tien';
const TIER_KEYS = { 2: 'silver', 3: 'gold', 4: 'diamond' } as const;

/** Membership tiers (thresholds, what each gives) and the top-up packages (paid, credited, on sale, order). */
export function Section({ path }: { path: string }) {
  const { t } = useTranslation('backoffice');
  const membership = useAdminMembership();
  const packages = useTopupPackages();
  if (!membership.data || !packages.data) return <Loading error={membership.error ?? packages.error} />;
  const [kind, rawId] = path.split('/');
  if (kind === 'goi' && rawId) {
    const pack = packages.data.find((p) => p.id === Number(rawId));
    if (rawId === 'moi' || pack) return <PackageEditor key={rawId} pack={pack ?? null} />;
  }
  return (
    <div className={styles.section}>
      <h1 className={styles.heading}>{t('sections.membership')}</h1>
      <div className={styles.columns}>
        <Thresholds membership={membership.data} />
        <EntityHistory entity="membershipTiers" entityId="thresholds" />
      </div>
      <section className={styles.panel} aria-labelledby="topup-packages">
        <h2 id="topup-packages" className={styles.subheading}>
          {t('membership.packages')}
        </h2>
        <p className={styles.muted}>{t('membership.packagesIntro')}</p>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('form.name')}</th>
              <th>{t('membership.paid')}</th>
              <th>{t('membership.credited')}</th>
              <th>{t('membership.validity')}</th>
              <th>{t('form.sort')}</th>
              <th>{t('membership.onSale')}</th>
            </tr>
          </thead>
          <tbody>
            {packages.data.map((p) => (
              <tr key={p.id}>
                <td>
                  <Link className={styles.link} to={`${BASE}/goi/${p.id}`}>
                    {p.name}
                  </Link>
                </td>
                <td>{formatVnd(p.price)}</td>
                <td>{t('membership.visits', { visits: p.visits, bonus: p.bonusVisits })}</td>
                <td>{t('membership.days', { days: p.validityDays })}</td>
                <td>{p.sort}</td>
                <td>{p.active ? t('membership.yes') : t('membership.no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Link className={`btn btn-outline ${styles.button}`} to={`${BASE}/goi/moi`}>
          {t('membership.newPackage')}
        </Link>
      </section>
    </div>
  );
}

function Thresholds({ membership }: { membership: TAdminMembership }) {
  const { t } = useTranslation('backoffice');
  const save = useSaveThresholds();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate({ silver: readVnd(form.get('silver')) ?? 0, gold: readVnd(form.get('gold')) ?? 0, diamond: readVnd(form.get('diamond')) ?? 0 });
  };
  return (
    <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-labelledby="tiers-title">
      <h2 id="tiers-title" className={styles.subheading}>
        {t('membership.tiers')}
      </h2>
      <p className={styles.muted}>{t('membership.tiersIntro', { months: membership.windowMonths })}</p>
      <div className={local.tiers}>
        {membership.tiers.map((tier) => {
          const key = TIER_KEYS[tier.memberType as 2 | 3 | 4];
          return (
            <div key={tier.memberType} className={styles.panel}>
              <label className={styles.field}>
                {t('membership.threshold', { tier: tier.name })}
                <input className={styles.input} name={key} inputMode="numeric" defaultValue={tier.minSpend} required />
              </label>
              <ul className={styles.muted}>
                <li>{t('membership.perkDiscount', { percent: tier.perks.comboDiscountPercent })}</li>
                <li>{t('membership.perkDays', { days: tier.perks.daysBookFuture })}</li>
                {tier.perks.businessClass ? <li>{t('membership.perkBusiness')}</li> : null}
              </ul>
            </div>
          );
        })}
      </div>
      <SaveButton pending={save.isPending} />
      <SaveStatus state={save} />
    </form>
  );
}

function PackageEditor({ pack }: { pack: TAdminTopupPackage | null }) {
  const { t } = useTranslation('backoffice');
  const save = useSavePackage();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const str = (name: string) => formText(form, name);
    save.mutate({
      id: pack?.id ?? null,
      name: str('name'),
      nameEn: str('nameEn'),
      description: str('description'),
      descriptionEn: str('descriptionEn'),
      visits: Number(form.get('visits')),
      bonusVisits: Number(form.get('bonusVisits')),
      price: readVnd(form.get('price')) ?? 0,
      validityDays: Number(form.get('validityDays')),
      highlight: form.get('highlight') === 'on',
      sort: Number(form.get('sort')),
      active: form.get('active') === 'on',
    });
  };
  const title = pack?.name ?? t('membership.newPackage');
  const field = (name: keyof TAdminTopupPackage, label: string, extra: { numeric?: boolean; max?: number } = {}) => (
    <label className={styles.field}>
      {label}
      <input
        className={styles.input}
        name={name}
        defaultValue={pack ? String(pack[name]) : ''}
        inputMode={extra.numeric ? 'numeric' : undefined}
        maxLength={extra.max}
        required
      />
    </label>
  );
  return (
    <div className={styles.section}>
      <BackLink to={BASE} />
      <h1 className={styles.heading}>{title}</h1>
      <div className={styles.columns}>
        <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={title}>
          {field('name', t('form.name'), { max: 120 })}
          {field('nameEn', t('form.nameEn'), { max: 120 })}
          {field('description', t('membership.description'), { max: 300 })}
          {field('descriptionEn', t('membership.descriptionEn'), { max: 300 })}
          <div className={styles.row}>
            {field('price', t('membership.paid'), { numeric: true })}
            {field('visits', t('membership.paidVisits'), { numeric: true })}
            {field('bonusVisits', t('membership.bonusVisits'), { numeric: true })}
            {field('validityDays', t('membership.validityDays'), { numeric: true })}
            {field('sort', t('form.sort'), { numeric: true })}
          </div>
          <label className={local.check}>
            <input type="checkbox" name="active" defaultChecked={pack?.active ?? true} /> {t('membership.onSale')}
          </label>
          <label className={local.check}>
            <input type="checkbox" name="highlight" defaultChecked={pack?.highlight ?? false} /> {t('membership.highlight')}
          </label>
          <SaveButton pending={save.isPending} />
          <SaveStatus state={save} />
          {pack === null && save.data ? (
            <Link className={styles.link} to={`${BASE}/goi/${save.data.id}`}>
              {t('catalogStructure.openCreated')}
            </Link>
          ) : null}
        </form>
        {pack ? <EntityHistory entity="topupPackage" entityId={pack.id} /> : null}
      </div>
    </div>
  );
}
