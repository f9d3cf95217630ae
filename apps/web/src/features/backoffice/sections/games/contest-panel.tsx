import type { TAdminContest } from '@shine/shared/schemas/games-admin';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import { useContests, useSaveContest } from '../../api/games-data';
import { EntityHistory } from '../../components/entity-history';
import { BackLink, Loading, SaveButton, SaveStatus } from '../../components/save-status';
import { readVnd, formText } from '../../model/admin-context';
import { fromVnInput, toVnInput } from '../../model/offer-time';
import styles from '../../components/backoffice.module.css';
import offers from '../offers/offers.module.css';
import games from './games.module.css';

const BASE = '/quan-tri/style-master/cuoc-thi';

/**
 * The contest: its period, texts, rules and prizes (the latest one first; another picked from the list), or a new
 * contest (its form starts from the latest one's rules and prizes, with no title or period).
 */
export function ContestPanel({ creating }: { creating: boolean }) {
  const { t } = useTranslation('backoffice');
  const contests = useContests();
  const navigate = useNavigate();
  const [chosenId, setChosenId] = useState<number | null>(null);
  if (!contests.data) return <Loading error={contests.error} />;
  const latest = contests.data[0];
  const contest = creating ? undefined : (contests.data.find((c) => c.id === chosenId) ?? latest);
  return (
    <>
      <div className={styles.row}>
        <p className={styles.muted}>{t('games.contest.intro')}</p>
        {!creating && (
          <Link to={`${BASE}/moi`} className={`btn btn-accent ${styles.button}`}>
            {t('games.contest.create')}
          </Link>
        )}
      </div>
      {creating ? (
        <BackLink to={BASE} />
      ) : (
        contests.data.length > 1 &&
        contest && (
          <label className={styles.field}>
            {t('games.contest.pick')}
            <select className={styles.input} value={contest.id} onChange={(e) => setChosenId(Number(e.target.value))}>
              {contests.data.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
          </label>
        )
      )}
      {contest ? (
        <div className={styles.columns}>
          <ContestForm key={contest.id} contest={contest} />
          <EntityHistory entity="contest" entityId={contest.id} />
        </div>
      ) : creating ? (
        <ContestForm
          key="new"
          template={latest}
          onCreated={(id) => {
            setChosenId(id);
            void navigate(BASE);
          }}
        />
      ) : (
        <p className={styles.muted}>{t('games.contest.none')}</p>
      )}
    </>
  );
}

/** A new contest's starting form: the template's rules and prizes, no title, summary or period. */
function blankFrom(template: TAdminContest | undefined): TAdminContest {
  return {
    id: 0,
    slug: '',
    title: '',
    titleEn: '',
    summary: template?.summary ?? '',
    summaryEn: template?.summaryEn ?? '',
    rules: template?.rules ?? [],
    rulesEn: template?.rulesEn ?? [],
    prizes: template?.prizes ?? [{ rank: 1, label: '', labelEn: '', value: 0 }],
    image: '',
    startsAt: '',
    endsAt: '',
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');

/** One contest's form; without `contest`, a new one starting from `template`'s rules and prizes. */
function ContestForm({ contest, template, onCreated }: { contest?: TAdminContest; template?: TAdminContest; onCreated?: (id: number) => void }) {
  const { t } = useTranslation('backoffice');
  const save = useSaveContest();
  const [formError, setFormError] = useState<string | null>(null);
  const shown = contest ?? blankFrom(template);
  // Each prize row's key (rows are added and removed; their fields are read from the form in order).
  const [rows, setRows] = useState(() => shown.prizes.map((_, i) => i));
  const [nextKey, setNextKey] = useState(shown.prizes.length);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => formText(form, name);
    const all = (name: string) => form.getAll(name).map((v) => String(v).trim());
    const ranks = all('prizeRank').map(Number);
    const prizes = ranks.map((rank, i) => ({
      rank,
      label: all('prizeLabel')[i] ?? '',
      labelEn: all('prizeLabelEn')[i] ?? '',
      value: readVnd(all('prizeValue')[i] ?? '') ?? 0,
    }));
    const startsAt = fromVnInput(text('startsAt'));
    const endsAt = fromVnInput(text('endsAt'));
    const rules = lines(text('rules'));
    const rulesEn = lines(text('rulesEn'));
    const error =
      endsAt <= startsAt
        ? t('games.contest.periodError')
        : rules.length === 0 || rulesEn.length === 0
          ? t('games.contest.rulesError')
          : prizes.length === 0 || new Set(ranks).size !== ranks.length
            ? t('games.contest.prizesError')
            : null;
    setFormError(error);
    if (error) return;
    save.mutate(
      {
        id: contest?.id,
        title: text('title'),
        titleEn: text('titleEn'),
        summary: text('summary'),
        summaryEn: text('summaryEn'),
        startsAt,
        endsAt,
        rules,
        rulesEn,
        prizes,
      },
      { onSuccess: (saved) => !contest && onCreated?.(saved.id) },
    );
  };
  const prizeOf = (key: number) => shown.prizes[key];
  const heading = contest ? contest.title : t('games.contest.newTitle');
  return (
    <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={heading}>
      <h2 className={styles.subheading}>{heading}</h2>
      <div className={offers.grid2}>
        <label className={styles.field}>
          {t('games.contest.title')}
          <input className={styles.input} name="title" defaultValue={shown.title} maxLength={200} required />
        </label>
        <label className={styles.field}>
          {t('games.contest.titleEn')}
          <input className={styles.input} name="titleEn" defaultValue={shown.titleEn} maxLength={200} required />
        </label>
        <label className={styles.field}>
          {t('games.contest.startsAt')}
          <input className={styles.input} type="datetime-local" name="startsAt" defaultValue={shown.startsAt && toVnInput(shown.startsAt)} required />
        </label>
        <label className={styles.field}>
          {t('games.contest.endsAt')}
          <input className={styles.input} type="datetime-local" name="endsAt" defaultValue={shown.endsAt && toVnInput(shown.endsAt)} required />
        </label>
        <label className={styles.field}>
          {t('games.contest.summary')}
          <textarea className={styles.input} name="summary" defaultValue={shown.summary} maxLength={1000} required rows={3} />
        </label>
        <label className={styles.field}>
          {t('games.contest.summaryEn')}
          <textarea className={styles.input} name="summaryEn" defaultValue={shown.summaryEn} maxLength={1000} required rows={3} />
        </label>
        <label className={styles.field}>
          {t('games.contest.rules')}
          <textarea className={styles.input} name="rules" defaultValue={shown.rules.join('\n')} required rows={6} />
        </label>
        <label className={styles.field}>
          {t('games.contest.rulesEn')}
          <textarea className={styles.input} name="rulesEn" defaultValue={shown.rulesEn.join('\n')} required rows={6} />
        </label>
      </div>
      <fieldset className={offers.picker}>
        <legend>{t('games.contest.prizes')}</legend>
        {rows.map((key, i) => {
          const p = prizeOf(key);
          const rank = p?.rank ?? i + 1;
          return (
            <div key={key} className={games.prize}>
              <label className={styles.field}>
                {t('games.contest.rank')}
                <input className={styles.input} type="number" name="prizeRank" min={1} max={50} defaultValue={rank} required />
              </label>
              <label className={styles.field}>
                {t('games.contest.label')}
                <input className={styles.input} name="prizeLabel" defaultValue={p?.label ?? ''} maxLength={200} required />
              </label>
              <label className={styles.field}>
                {t('games.contest.labelEn')}
                <input className={styles.input} name="prizeLabelEn" defaultValue={p?.labelEn ?? ''} maxLength={200} required />
              </label>
              <label className={styles.field}>
                {t('games.contest.value')}
                <input className={styles.input} name="prizeValue" inputMode="numeric" defaultValue={p?.value ?? 0} required />
              </label>
              <button
                type="button"
                className={`btn btn-outline ${styles.button}`}
                aria-label={t('games.contest.removePrize', { rank })}
                onClick={() => setRows(rows.filter((k) => k !== key))}
              >
                ×
              </button>
            </div>
          );
        })}
        <div className={styles.row}>
          <button
            type="button"
            className={`btn btn-outline ${styles.button}`}
            onClick={() => {
              setRows([...rows, nextKey]);
              setNextKey(nextKey + 1);
            }}
          >
            {t('games.contest.addPrize')}
          </button>
        </div>
      </fieldset>
      <div className={styles.row}>
        <SaveButton pending={save.isPending} label={contest ? undefined : t('games.contest.create')} />
        <a className={styles.link} href="/thong-tin-cuoc-thi" target="_blank" rel="noreferrer">
          {t('games.contest.view')}
        </a>
      </div>
      <SaveStatus state={save} formError={formError} />
    </form>
  );
}
