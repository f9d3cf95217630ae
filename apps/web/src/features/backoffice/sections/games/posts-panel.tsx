import type { TAdminPost, TPostStatus } from '@shine/shared/schemas/games-admin';
import { POST_STATUSES } from '@shine/shared/schemas/games-admin';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { POSTS_PAGE_SIZE, useModeratePost, useModerationPosts } from '../../api/games-data';
import { EntityHistory } from '../../components/entity-history';
import { Loading, SaveButton, SaveStatus } from '../../components/save-status';
import { showVnTime } from '../../model/offer-time';
import styles from '../../components/backoffice.module.css';
import offers from '../offers/offers.module.css';
import games from './games.module.css';

/** Style Master moderation: posts newest first, filtered by state; the chosen post's form and history beside. */
export function PostsPanel() {
  const { t } = useTranslation('backoffice');
  const [status, setStatus] = useState<TPostStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  // The post being reviewed, kept as last saved: it stays on screen when the save moves it out of the filter.
  const [chosen, setChosen] = useState<TAdminPost | null>(null);
  const chosenId = chosen?.id ?? null;
  const posts = useModerationPosts(status, page);
  if (!posts.data) return <Loading error={posts.error} />;
  const { items, counts, total } = posts.data;
  const pages = Math.max(1, Math.ceil(total / POSTS_PAGE_SIZE));
  const filter = (next: TPostStatus | undefined) => {
    setStatus(next);
    setPage(1);
  };
  const filters: { key: TPostStatus | undefined; label: string }[] = [
    { key: undefined, label: t('games.posts.all', { count: counts.pending + counts.shown + counts.hidden }) },
    ...POST_STATUSES.map((s) => ({ key: s, label: t(`games.posts.statusCount.${s}`, { count: counts[s] }) })),
  ];
  return (
    <>
      <p className={styles.muted}>{t('games.posts.intro')}</p>
      <div className={styles.row} role="group" aria-label={t('games.posts.filters')}>
        {filters.map((f) => (
          <button
            key={f.key ?? 'all'}
            type="button"
            className={`btn ${f.key === status ? 'btn-accent' : 'btn-outline'} ${styles.button}`}
            aria-pressed={f.key === status}
            onClick={() => filter(f.key)}
          >
            {f.label}
          </button>
        ))}
      </div>
      <div className={games.review}>
        <div className={styles.section}>
          {items.length === 0 ? (
            <p className={styles.muted}>{t('games.posts.empty')}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th className={games.thumbCell}>{t('games.posts.picture')}</th>
                  <th>
                    {t('games.posts.title')} · {t('games.posts.state')}
                  </th>
                  <th>{t('games.posts.postedAt')}</th>
                  <th>{t('games.posts.likes')}</th>
                  <th>{t('games.posts.action')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((p) => (
                  <tr key={p.id} className={p.id === chosenId ? games.selected : undefined} data-post-id={p.id}>
                    <td className={games.thumbCell}>
                      <img className={games.thumb} src={p.image} alt="" loading="lazy" width={56} height={56} />
                    </td>
                    <td>
                      <strong>{p.title}</strong>{' '}
                      <span className={games.badge} data-status={p.status}>
                        {t(`games.posts.status.${p.status}`)}
                      </span>
                      <br />
                      <span className={styles.muted}>
                        {p.stylist.staffName} · {p.stylist.salonName}
                      </span>
                    </td>
                    <td>{showVnTime(p.createdAt)}</td>
                    <td>{p.likes}</td>
                    <td>
                      <button
                        type="button"
                        className={`btn btn-outline ${styles.button}`}
                        aria-label={t('games.posts.openPost', { title: p.title })}
                        aria-pressed={p.id === chosenId}
                        onClick={() => setChosen(p)}
                      >
                        {t('games.posts.open')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {pages > 1 && (
            <div className={games.pager}>
              <button type="button" className={`btn btn-outline ${styles.button}`} disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('games.posts.previous')}
              </button>
              <span>{t('games.posts.page', { page, pages })}</span>
              <button type="button" className={`btn btn-outline ${styles.button}`} disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('games.posts.next')}
              </button>
            </div>
          )}
        </div>
        {chosen ? (
          <div className={games.reviewSide}>
            <ModerationForm key={chosen.id} post={chosen} onSaved={setChosen} />
            <EntityHistory entity="styleMasterPost" entityId={chosen.id} />
          </div>
        ) : (
          <p className={`${styles.panel} ${styles.muted}`}>{t('games.posts.pick')}</p>
        )}
      </div>
    </>
  );
}

/** Hide or show one post, with the reason the server keeps and audits. */
function ModerationForm({ post, onSaved }: { post: TAdminPost; onSaved: (post: TAdminPost) => void }) {
  const { t } = useTranslation('backoffice');
  const save = useModeratePost();
  const [formError, setFormError] = useState<string | null>(null);
  const [choice, setChoice] = useState<'shown' | 'hidden'>(post.status === 'hidden' ? 'shown' : 'hidden');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    if (reason.length < 3) return setFormError(t('games.posts.reasonError'));
    setFormError(null);
    const form = event.currentTarget;
    save.mutate(
      { id: post.id, status: choice, reason },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          setChoice(saved.status === 'hidden' ? 'shown' : 'hidden');
          form.reset();
        },
      },
    );
  };
  return (
    <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={post.title}>
      <h2 className={styles.subheading}>{post.title}</h2>
      <img className={games.picture} src={post.image} alt={post.title} />
      <p className={styles.muted}>
        {post.stylist.staffName} · {post.stylist.salonName} · {t(`games.posts.status.${post.status}`)}
      </p>
      {post.moderationReason && <p className={styles.muted}>{t('games.posts.lastReason', { reason: post.moderationReason })}</p>}
      <fieldset className={styles.form}>
        <legend className={styles.field}>{t('games.posts.action')}</legend>
        {(['hidden', 'shown'] as const).map((value) => (
          <label key={value} className={offers.check}>
            <input type="radio" name="status" value={value} checked={choice === value} onChange={() => setChoice(value)} />{' '}
            {t(value === 'hidden' ? 'games.posts.toHide' : 'games.posts.toShow')}
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        {t('games.posts.reason')}
        <input className={styles.input} name="reason" maxLength={300} required minLength={3} />
      </label>
      <SaveButton pending={save.isPending} label={choice === 'hidden' ? t('games.posts.hide') : t('games.posts.show')} />
      <SaveStatus state={save} formError={formError} />
    </form>
  );
}
