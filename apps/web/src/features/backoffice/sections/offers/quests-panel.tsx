import type { TAdminQuestRule } from '@shine/shared/schemas/offers';
import { MAX_SPINS_PER_STEP } from '@shine/shared/rules/loyalty-rules';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import { useQuestRules, useSaveQuestRule } from '../../api/offers-data';
import { EntityHistory } from '../../components/entity-history';
import { BackLink, Loading, SaveButton, SaveStatus } from '../../components/save-status';
import styles from '../../components/backoffice.module.css';
import offers from './offers.module.css';
import { formText } from '../../model/admin-context';

const BASE = '/quan-tri/uu-dai/nhiem-vu';

/** The quests that earn spins of the lucky wheel: the list, or one quest's editor (`item` = its key). */
export function QuestsPanel({ item }: { item: string }) {
  const quests = useQuestRules();
  if (!quests.data) return <Loading error={quests.error} />;
  const quest = quests.data.find((q) => q.key === item);
  if (quest) return <QuestEditor key={quest.key} quest={quest} />;
  return <QuestList quests={quests.data} />;
}

function QuestList({ quests }: { quests: TAdminQuestRule[] }) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <p className={styles.muted}>{t('offers.quest.intro')}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('offers.quest.order')}</th>
            <th>{t('offers.quest.title')}</th>
            <th>{t('offers.quest.state')}</th>
            <th>{t('offers.quest.spinsPerStep')}</th>
            <th>{t('offers.quest.repeats')}</th>
          </tr>
        </thead>
        <tbody>
          {quests.map((q) => (
            <tr key={q.key}>
              <td>{q.sort}</td>
              <td>
                <Link className={styles.link} to={`${BASE}/${q.key}`}>
                  {q.title}
                </Link>
                <br />
                <small className={styles.muted}>{t(`offers.quest.kinds.${q.key}`)}</small>
              </td>
              <td>
                <span className={`${offers.status} ${q.active ? offers.running : ''}`}>{t(q.active ? 'offers.quest.on' : 'offers.quest.off')}</span>
              </td>
              <td>{q.spinsPerStep}</td>
              <td>{t(q.repeatable ? 'offers.campaign.yes' : 'offers.campaign.no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function QuestEditor({ quest }: { quest: TAdminQuestRule }) {
  const { t } = useTranslation('backoffice');
  const save = useSaveQuestRule();
  const [formError, setFormError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => formText(form, name);
    const spins = Number(text('spinsPerStep'));
    const sort = Number(text('sort'));
    if (!Number.isInteger(spins) || spins < 1 || spins > MAX_SPINS_PER_STEP) return setFormError(t('offers.quest.spinsError', { max: MAX_SPINS_PER_STEP }));
    if (!Number.isInteger(sort) || sort < 0 || sort > 1000) return setFormError(t('offers.quest.orderError'));
    setFormError(null);
    save.mutate({
      key: quest.key,
      active: form.get('active') === 'on',
      spinsPerStep: spins,
      repeatable: quest.canRepeat && form.get('repeatable') === 'on',
      title: text('title'),
      titleEn: text('titleEn'),
      description: text('description'),
      descriptionEn: text('descriptionEn'),
      sort,
    });
  };
  const heading = t('offers.quest.editTitle', { title: quest.title });
  return (
    <div className={styles.section}>
      <BackLink to={BASE} />
      <h2 className={styles.subheading}>
        {heading} <span className={`${offers.status} ${quest.active ? offers.running : ''}`}>{t(quest.active ? 'offers.quest.on' : 'offers.quest.off')}</span>
      </h2>
      <div className={styles.columns}>
        <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={heading}>
          <p className={styles.muted}>
            {t('offers.quest.kind')}: {t(`offers.quest.kinds.${quest.key}`)}
          </p>
          <div className={offers.grid2}>
            <label className={styles.field}>
              {t('offers.quest.title')}
              <input className={styles.input} name="title" defaultValue={quest.title} maxLength={80} required />
            </label>
            <label className={styles.field}>
              {t('offers.quest.titleEn')}
              <input className={styles.input} name="titleEn" defaultValue={quest.titleEn} maxLength={80} required />
            </label>
            <label className={styles.field}>
              {t('offers.quest.description')}
              <input className={styles.input} name="description" defaultValue={quest.description} maxLength={200} />
            </label>
            <label className={styles.field}>
              {t('offers.quest.descriptionEn')}
              <input className={styles.input} name="descriptionEn" defaultValue={quest.descriptionEn} maxLength={200} />
            </label>
            <label className={styles.field}>
              {t('offers.quest.spinsLabel', { max: MAX_SPINS_PER_STEP })}
              <input
                className={styles.input}
                type="number"
                name="spinsPerStep"
                min={1}
                max={MAX_SPINS_PER_STEP}
                step={1}
                defaultValue={quest.spinsPerStep}
                required
              />
            </label>
            <label className={styles.field}>
              {t('offers.quest.orderLabel')}
              <input className={styles.input} type="number" name="sort" min={0} max={1000} step={1} defaultValue={quest.sort} required />
            </label>
          </div>
          <div className={styles.row}>
            <label className={offers.check}>
              <input type="checkbox" name="active" defaultChecked={quest.active} /> {t('offers.quest.activeLabel')}
            </label>
            <label className={offers.check}>
              <input type="checkbox" name="repeatable" defaultChecked={quest.repeatable} disabled={!quest.canRepeat} /> {t('offers.quest.repeatableLabel')}
            </label>
          </div>
          {!quest.canRepeat && <p className={styles.muted}>{t('offers.quest.singleStep')}</p>}
          <SaveButton pending={save.isPending} />
          <SaveStatus state={save} formError={formError} />
        </form>
        <EntityHistory entity="questRule" entityId={quest.key} />
      </div>
    </div>
  );
}
