import type { TAdminContest } from '@shine/shared/schemas/games-admin';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { useContests, useSaveContest } from '../../api/games-data';
import { EntityHistory } from '../../components/entity-history';
import { Loading, SaveButton, SaveStatus } from '../../components/save-status';
import { readVnd } from '../../model/admin-context';
import { fromVnInput, toVnInput } from '../../model/offer-time';
import styles from '../../components/backoffice.module.css';
import offers from '../offers/offers.module.css';
import games from './games.module.css';

/** The contest: its period, texts, rules and prizes (the running one first; another picked from the list). */
export function ContestPanel() {
  const { t } = useTranslation('backoffice');
  const contests = useContests();
  const [chosenId, setChosenId] = useState<number | null>(null);
  if (!contests.data) return <Loading error={contests.error} />;
  const contest = contests.data.find((c) => c.id === chosenId) ?? contests.data[0];
  if (!contest) return <p className={styles.muted}>{t('loadError')}</p>;
  return (
    <>
      <p className={styles.muted}>{t('games.contest.intro')}</p>
      {contests.data.length > 1 && (
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
      )}
      <div className={styles.columns}>
        <ContestForm key={contest.id} contest={contest} />
        <EntityHistory entity="contest" entityId={contest.id} />
      </div>
    </>
  );
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');

function ContestForm({ contest }: { contest: TAdminContest }) {
  const { t } = useTranslation('backoffice');
  const save = useSaveContest();
  const [formError, setFormError] = useState<string | null>(null);
  // Each prize row's key (rows are added and removed; their fields are read from the form in order).
  const [rows, setRows] = useState(() => contest.prizes.map((_, i) => i));
  const [nextKey, setNextKey] = useState(contest.prizes.length);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
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
    save.mutate({
      id: contest.id,
      title: text('title'),
      titleEn: text('titleEn'),
      summary: text('summary'),
      summaryEn: text('summaryEn'),
      startsAt,
      endsAt,
      rules,
      rulesEn,
      prizes,
    });
  };
  const prizeOf = (key: number) => contest.prizes[key];
  return (
    <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={contest.title}>
      <h2 className={styles.subheading}>{contest.title}</h2>
      <div className={offers.grid2}>
        <label className={styles.field}>
          {t('games.contest.title')}
          <input className={styles.input} name="title" defaultValue={contest.title} maxLength={200} required />
        </label>
        <label className={styles.field}>
          {t('games.contest.titleEn')}
          <input className={styles.input} name="titleEn" defaultValue={contest.titleEn} maxLength={200} required />
        </label>
        <label className={styles.field}>
          {t('games.contest.startsAt')}
          <input className={styles.input} type="datetime-local" name="startsAt" defaultValue={toVnInput(contest.startsAt)} required />
        </label>
        <label className={styles.field}>
          {t('games.contest.endsAt')}
          <input className={styles.input} type="datetime-local" name="endsAt" defaultValue={toVnInput(contest.endsAt)} required />
        </label>
        <label className={styles.field}>
          {t('games.contest.summary')}
          <textarea className={styles.input} name="summary" defaultValue={contest.summary} maxLength={1000} required rows={3} />
        </label>
        <label className={styles.field}>
          {t('games.contest.summaryEn')}
          <textarea className={styles.input} name="summaryEn" defaultValue={contest.summaryEn} maxLength={1000} required rows={3} />
        </label>
        <label className={styles.field}>
          {t('games.contest.rules')}
          <textarea className={styles.input} name="rules" defaultValue={contest.rules.join('\n')} required rows={6} />
        </label>
        <label className={styles.field}>
          {t('games.contest.rulesEn')}
          <textarea className={styles.input} name="rulesEn" defaultValue={contest.rulesEn.join('\n')} required rows={6} />
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
        <SaveButton pending={save.isPending} />
        <a className={styles.link} href="/thong-tin-cuoc-thi" target="_blank" rel="noreferrer">
          {t('games.contest.view')}
        </a>
      </div>
      <SaveStatus state={save} formError={formError} />
    </form>
  );
}
