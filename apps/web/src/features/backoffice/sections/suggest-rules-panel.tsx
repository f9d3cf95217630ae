import type { TAdminCatalogStructure, TAdminSuggestRule } from '@shine/shared/schemas/backoffice-catalog';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useDeleteSuggestRule, useSaveSuggestRule, useSuggestRules } from '../api/catalog-structure-data';
import { EntityHistory } from '../components/entity-history';
import { BackLink, Loading, SaveButton, SaveStatus } from '../components/save-status';
import styles from '../components/backoffice.module.css';

// The suggest rules of the service step (spec §4, issue 32): which chosen services a rule matches and what the
// popup on Done then offers. Listed under the catalogue's structure; each edited on its own page with its history.

const BASE = '/quan-tri/danh-muc-dich-vu/goi-y';
const TYPES = ['equals', 'default', 'regex'] as const;
const typeKey = { equals: 'catalogStructure.ruleEquals', default: 'catalogStructure.ruleDefault', regex: 'catalogStructure.ruleRegex' } as const;
const ids = (value: string) =>
  value
    .split(/[;,\s]+/)
    .filter(Boolean)
    .map(Number);

/** The rules in the order the popup tries them. */
export function SuggestRulesPanel({ structure }: { structure: TAdminCatalogStructure }) {
  const { t } = useTranslation('backoffice');
  const rules = useSuggestRules();
  const name = (id: number) => structure.services.find((s) => s.id === id)?.name ?? `#${id}`;
  return (
    <section className={styles.panel} aria-labelledby="suggest-rules">
      <h2 id="suggest-rules" className={styles.subheading}>
        {t('catalogStructure.suggestRules')}
      </h2>
      <p className={styles.muted}>{t('catalogStructure.suggestIntro')}</p>
      <div className={styles.row}>
        <Link className={`btn btn-outline ${styles.button}`} to={`${BASE}/moi`}>
          {t('catalogStructure.newSuggest')}
        </Link>
      </div>
      {rules.data ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('catalogStructure.ruleType')}</th>
              <th>{t('catalogStructure.serviceSelected')}</th>
              <th>{t('catalogStructure.offers')}</th>
              <th>{t('catalogStructure.suggestTitle')}</th>
            </tr>
          </thead>
          <tbody>
            {rules.data.map((rule) => (
              <tr key={rule.id}>
                <td>
                  <Link className={styles.link} to={`${BASE}/${rule.id}`}>
                    {t(typeKey[rule.ruleType])}
                  </Link>
                </td>
                <td>{rule.ruleType === 'regex' ? <code>{rule.serviceSelected}</code> : ids(rule.serviceSelected).map(name).join(', ')}</td>
                <td>{rule.listService.map(name).join(', ')}</td>
                <td>{rule.title}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <Loading error={rules.error} />
      )}
    </section>
  );
}

/** One rule (or a new one: `rawId` 'moi'): how it matches, what it offers, its invitation; saved, removed, its history. */
export function SuggestRuleEditor({ rawId, structure }: { rawId: string; structure: TAdminCatalogStructure }) {
  const rules = useSuggestRules();
  if (!rules.data) return <Loading error={rules.error} />;
  const rule = rules.data.find((r) => String(r.id) === rawId) ?? null;
  return <RuleForm key={rawId} rule={rule} structure={structure} />;
}

function RuleForm({ rule, structure }: { rule: TAdminSuggestRule | null; structure: TAdminCatalogStructure }) {
  const { t } = useTranslation('backoffice');
  const navigate = useNavigate();
  const save = useSaveSuggestRule();
  const remove = useDeleteSuggestRule();
  const [formError, setFormError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const listService = ids(String(form.get('listService') ?? ''));
    if (listService.some((id) => !structure.services.some((s) => s.id === id))) return setFormError(t('catalogStructure.listService'));
    setFormError(null);
    const titleEn = String(form.get('titleEn') ?? '').trim();
    save.mutate(
      {
        id: rule?.id ?? null,
        ruleType: String(form.get('ruleType')) as TAdminSuggestRule['ruleType'],
        serviceSelected: String(form.get('serviceSelected') ?? '').trim(),
        listService,
        title: String(form.get('title') ?? '').trim(),
        titleEn: titleEn || null,
      },
      { onSuccess: (saved) => rule === null && navigate(`${BASE}/${saved.id}`) },
    );
  };
  const title = rule ? `${t('catalogStructure.suggestRule')} #${rule.id}` : t('catalogStructure.newSuggest');
  return (
    <div className={styles.section}>
      <BackLink to="/quan-tri/danh-muc-dich-vu" />
      <h1 className={styles.heading}>{title}</h1>
      <div className={styles.columns}>
        <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={title}>
          <label className={styles.field}>
            {t('catalogStructure.ruleType')}
            <select className={styles.input} name="ruleType" defaultValue={rule?.ruleType ?? 'equals'}>
              {TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(typeKey[type])}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            {t('catalogStructure.serviceSelected')}
            <input className={styles.input} name="serviceSelected" defaultValue={rule?.serviceSelected ?? ''} maxLength={200} required />
          </label>
          <label className={styles.field}>
            {t('catalogStructure.listService')}
            <input className={styles.input} name="listService" defaultValue={rule?.listService.join(';') ?? ''} maxLength={120} required />
          </label>
          <label className={styles.field}>
            {t('catalogStructure.suggestTitle')}
            <input className={styles.input} name="title" defaultValue={rule?.title ?? ''} maxLength={300} required />
          </label>
          <label className={styles.field}>
            {t('catalogStructure.suggestTitleEn')}
            <input className={styles.input} name="titleEn" defaultValue={rule?.titleEn ?? ''} maxLength={300} />
          </label>
          <SaveButton pending={save.isPending} />
          <SaveStatus state={save} formError={formError} />
          {rule ? (
            <button
              type="button"
              className={`btn btn-outline ${styles.button}`}
              disabled={remove.isPending}
              onClick={() => remove.mutate(rule.id, { onSuccess: () => navigate('/quan-tri/danh-muc-dich-vu') })}
            >
              {t('catalogStructure.remove')}
            </button>
          ) : null}
          {remove.error ? <SaveStatus state={remove} /> : null}
        </form>
        {rule ? <EntityHistory entity="suggestRule" entityId={rule.id} /> : null}
      </div>
    </div>
  );
}
