import type { TAdminPointsRule } from '@shine/shared/schemas/offers';
import { MAX_RULE_POINTS } from '@shine/shared/rules/loyalty-rules';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import { usePointsRules, useSavePointsRule } from '../../api/offers-data';
import { EntityHistory } from '../../components/entity-history';
import { BackLink, Loading, SaveButton, SaveStatus } from '../../components/save-status';
import { showDate } from '../../model/offer-time';
import styles from '../../components/backoffice.module.css';
import offers from './offers.module.css';
import { formText } from '../../model/admin-context';

const BASE = '/quan-tri/uu-dai/diem-thuong';

/** The points rules (a paid visit, a rating): the list, or one rule's editor (`item` = its kind). */
export function PointsRulesPanel({ item }: { item: string }) {
  const rules = usePointsRules();
  if (!rules.data) return <Loading error={rules.error} />;
  const rule = rules.data.find((r) => r.kind === item);
  if (rule) return <PointsRuleEditor key={rule.kind} rule={rule} />;
  return <PointsRuleList rules={rules.data} />;
}

function Validity({ rule }: { rule: TAdminPointsRule }) {
  const { t } = useTranslation('backoffice');
  if (!rule.validFrom && !rule.validTo) return <>{t('offers.points.always')}</>;
  return (
    <>
      {rule.validFrom ? showDate(rule.validFrom) : '…'} → {rule.validTo ? showDate(rule.validTo) : '…'}
    </>
  );
}

function PointsRuleList({ rules }: { rules: TAdminPointsRule[] }) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <p className={styles.muted}>{t('offers.points.intro')}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('offers.points.rule')}</th>
            <th>{t('offers.points.points')}</th>
            <th>{t('offers.points.validity')}</th>
            <th>{t('offers.points.state')}</th>
          </tr>
        </thead>
        <tbody>
          {rules.map((r) => (
            <tr key={r.kind}>
              <td>
                <Link className={styles.link} to={`${BASE}/${r.kind}`}>
                  {t(`offers.points.kinds.${r.kind}`)}
                </Link>
              </td>
              <td>{t(`offers.points.amount.${r.kind}`, { points: r.points })}</td>
              <td>
                <Validity rule={r} />
              </td>
              <td>
                <span className={`${offers.status} ${r.inForce ? offers.running : ''}`}>
                  {t(r.inForce ? 'offers.points.inForce' : 'offers.points.notInForce')}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function PointsRuleEditor({ rule }: { rule: TAdminPointsRule }) {
  const { t } = useTranslation('backoffice');
  const save = useSavePointsRule();
  const [formError, setFormError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => formText(form, name);
    const points = Number(text('points'));
    const validFrom = text('validFrom') || null;
    const validTo = text('validTo') || null;
    if (!Number.isInteger(points) || points < 0 || points > MAX_RULE_POINTS) return setFormError(t('offers.points.pointsError', { max: MAX_RULE_POINTS }));
    if (validFrom && validTo && validTo < validFrom) return setFormError(t('offers.points.dateError'));
    setFormError(null);
    save.mutate({ kind: rule.kind, points, active: form.get('active') === 'on', validFrom, validTo });
  };
  const heading = t('offers.points.editTitle', { rule: t(`offers.points.kinds.${rule.kind}`) });
  return (
    <div className={styles.section}>
      <BackLink to={BASE} />
      <h2 className={styles.subheading}>
        {heading}{' '}
        <span className={`${offers.status} ${rule.inForce ? offers.running : ''}`}>
          {t(rule.inForce ? 'offers.points.inForce' : 'offers.points.notInForce')}
        </span>
      </h2>
      <div className={styles.columns}>
        <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={heading}>
          <p className={styles.muted}>{t(`offers.points.explain.${rule.kind}`)}</p>
          <div className={offers.grid2}>
            <label className={styles.field}>
              {t(`offers.points.pointsLabel.${rule.kind}`)}
              <input className={styles.input} type="number" name="points" min={0} max={MAX_RULE_POINTS} step={1} defaultValue={rule.points} required />
            </label>
            <span />
            <label className={styles.field}>
              {t('offers.points.validFrom')}
              <input className={styles.input} type="date" name="validFrom" defaultValue={rule.validFrom ?? ''} />
            </label>
            <label className={styles.field}>
              {t('offers.points.validTo')}
              <input className={styles.input} type="date" name="validTo" defaultValue={rule.validTo ?? ''} />
            </label>
          </div>
          <label className={offers.check}>
            <input type="checkbox" name="active" defaultChecked={rule.active} /> {t('offers.points.activeLabel')}
          </label>
          <SaveButton pending={save.isPending} />
          <SaveStatus state={save} formError={formError} />
        </form>
        <EntityHistory entity="pointsRule" entityId={rule.kind} />
      </div>
    </div>
  );
}
