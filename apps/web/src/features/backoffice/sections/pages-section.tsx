import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useAdmin } from '../model/admin-context';
import { useAdminPage, useAdminPages, usePagePreview, usePublishPage, useSavePageDraft } from '../api/admin-data';
import { EntityHistory } from '../components/entity-history';
import { BackLink, Loading, SaveStatus } from '../components/save-status';
import styles from '../components/backoffice.module.css';

const BASE = '/quan-tri/trang';

/** Pages and articles: a draft, its preview as the customer will see it, then publishing (instant on the site). */
export function Section({ path }: { path: string }) {
  const id = Number(path.split('/')[0]);
  return Number.isInteger(id) && id > 0 ? <PageEditor id={id} /> : <PageList />;
}

function PageList() {
  const { t } = useTranslation('backoffice');
  const pages = useAdminPages();
  if (!pages.data) return <Loading error={pages.error} />;
  return (
    <div className={styles.section}>
      <h1 className={styles.heading}>{t('sections.pages')}</h1>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('form.title')}</th>
            <th>{t('pages.path')}</th>
            <th>{t('pages.kind')}</th>
            <th>{t('pages.status')}</th>
          </tr>
        </thead>
        <tbody>
          {pages.data.map((p) => (
            <tr key={p.id}>
              <td>
                <Link className={styles.link} to={`${BASE}/${p.id}`}>
                  {p.title}
                </Link>
              </td>
              <td>{p.path}</td>
              <td>{p.kind}</td>
              <td>
                {t(`pages.statuses.${p.status as 'draft'}`)}
                {p.hasDraft ? ` · ${t('pages.draft')}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PageEditor({ id }: { id: number }) {
  const { t } = useTranslation('backoffice');
  const admin = useAdmin();
  const page = useAdminPage(id);
  const save = useSavePageDraft(id);
  const publish = usePublishPage(id);
  const [showPreview, setShowPreview] = useState(false);
  const preview = usePagePreview(id, showPreview);
  if (!page.data) return <Loading error={page.error} />;
  const shown = page.data.draft ?? page.data;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate(
      { title: String(form.get('title') ?? '').trim(), description: String(form.get('description') ?? '').trim(), body: String(form.get('body') ?? '') },
      { onSuccess: () => void preview.refetch() },
    );
  };
  return (
    <div className={styles.section}>
      <BackLink to={BASE} />
      <h1 className={styles.heading}>{page.data.title}</h1>
      <p className={styles.muted}>
        {page.data.path} · {t(`pages.statuses.${page.data.status as 'draft'}`)}
        {page.data.draft ? ` · ${t('pages.draft')}` : ''}
      </p>
      <div className={styles.columns}>
        <div className={styles.section}>
          <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={t('pages.saveDraft')}>
            <label className={styles.field}>
              {t('form.title')}
              <input className={styles.input} name="title" defaultValue={shown.title} maxLength={200} required />
            </label>
            <label className={styles.field}>
              {t('form.description')}
              <input className={styles.input} name="description" defaultValue={shown.description} maxLength={500} required />
            </label>
            <label className={styles.field}>
              {t('form.body')}
              <textarea className={styles.input} name="body" defaultValue={shown.body} rows={12} required />
            </label>
            <div className={styles.row}>
              <button type="submit" className={`btn btn-outline ${styles.button}`} disabled={save.isPending}>
                {t('pages.saveDraft')}
              </button>
              <button
                type="button"
                className={`btn btn-outline ${styles.button}`}
                onClick={() => (showPreview ? void preview.refetch() : setShowPreview(true))}
              >
                {t('pages.preview')}
              </button>
              {admin.actions.includes('content.publish') && (
                <button type="button" className={`btn btn-accent ${styles.button}`} disabled={publish.isPending} onClick={() => publish.mutate(undefined)}>
                  {t('pages.publish')}
                </button>
              )}
            </div>
            <SaveStatus state={save} />
            {publish.isSuccess && (
              <p className={styles.success} role="status">
                {t('pages.published')}
              </p>
            )}
            {publish.error != null && <SaveStatus state={publish} />}
          </form>
          {showPreview && (
            <section className={styles.preview} aria-label={t('pages.previewTitle')} data-testid="page-preview">
              <p className={styles.muted}>{t('pages.previewTitle')}</p>
              {preview.data ? (
                <article>
                  <h1>{preview.data.title}</h1>
                  <p>{preview.data.description}</p>
                  {/* The server cleaned this HTML with its sanitiser (the same as the live page). */}
                  <div dangerouslySetInnerHTML={{ __html: preview.data.html }} />
                </article>
              ) : (
                <Loading error={preview.error} />
              )}
            </section>
          )}
        </div>
        <EntityHistory entity="page" entityId={id} />
      </div>
    </div>
  );
}
