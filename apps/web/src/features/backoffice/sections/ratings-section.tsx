import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useAdminRatings, useAnswerRating } from '../api/admin-data';
import { Loading, SaveStatus } from '../components/save-status';
import styles from '../components/backoffice.module.css';

/** Ratings with a comment in his salons: a manager answers each. */
export function Section() {
  const { t } = useTranslation('backoffice');
  const ratings = useAdminRatings();
  const answer = useAnswerRating();
  if (!ratings.data) return <Loading error={ratings.error} />;
  const submit = (id: number) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('answer') ?? '').trim();
    if (text) answer.mutate({ id, answer: text });
  };
  return (
    <div className={styles.section}>
      <h1 className={styles.heading}>{t('sections.ratings')}</h1>
      {ratings.data.length === 0 && <p className={styles.muted}>{t('inbox.none')}</p>}
      <SaveStatus state={answer} />
      {ratings.data.map((r) => (
        <form
          key={r.id}
          className={`${styles.panel} ${styles.form}`}
          onSubmit={submit(r.id)}
          aria-label={`${t('inbox.salon')} ${r.salonId} · ${r.createdAt.slice(0, 10)}`}
        >
          <p className={styles.muted}>
            {t('inbox.salon')} {r.salonId} · {r.createdAt.slice(0, 10)} · {t('inbox.stars', { stars: r.stars })}
          </p>
          <p>{r.comment}</p>
          <label className={styles.field}>
            {r.answer ? t('inbox.answered') : t('form.answer')}
            <textarea className={styles.input} name="answer" defaultValue={r.answer ?? ''} maxLength={1000} />
          </label>
          <button type="submit" className={`btn btn-accent ${styles.button}`} disabled={answer.isPending}>
            {t('inbox.send')}
          </button>
        </form>
      ))}
    </div>
  );
}
