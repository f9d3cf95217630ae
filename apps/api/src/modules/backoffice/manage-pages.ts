import { zonedToday } from '@shine/shared';
import type { TAdminPage, TAdminPagePreview } from '@shine/shared/schemas/backoffice';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { renderBody } from '../content/index.ts';
import { audit } from './audit.ts';
import type { AdminActor } from './backoffice-guard.ts';
import { type ContentPageRow, findPage, findPages, lockPage, updatePageRow } from './content-admin-repository.ts';
import { invalidateCustomerCaches } from './invalidate-caches.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;
type Draft = { title: string; description: string; body: string };

const summary = (p: Pick<ContentPageRow, 'id' | 'path' | 'kind' | 'title' | 'status' | 'draft' | 'publishedAt'>) => ({
  id: p.id,
  path: p.path,
  kind: p.kind,
  title: p.title,
  status: p.status,
  hasDraft: p.draft !== null,
  publishedAt: p.publishedAt,
});
const pageView = (p: ContentPageRow): TAdminPage => ({ ...summary(p), description: p.description, body: p.body, draft: p.draft });

export const listAdminPages = async (deps: Deps) => (await findPages(deps.db)).map(summary);

export async function getAdminPage(deps: Deps, id: number): Promise<TAdminPage> {
  const row = await findPage(deps.db, id);
  if (!row) throw notFound('NOT_FOUND', 'admin.notFound');
  return pageView(row);
}

/** Saves the editor's version as the page's draft: the customer site still shows the published one. */
export async function savePageDraft(deps: Deps, actor: AdminActor, id: number, draft: Draft): Promise<TAdminPage> {
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockPage(tx, id);
    if (!before) throw notFound('NOT_FOUND', 'admin.notFound');
    const after = await updatePageRow(tx, id, { draft });
    await audit(tx, actor, { at: deps.clock.now(), action: 'content.edit', entity: 'page', entityId: id, before: { draft: before.draft }, after: { draft } });
    return after;
  });
  return pageView(row);
}

/** The draft as the customer will see it: its body through the same renderer and sanitiser as the live page. */
export async function previewPage(deps: Deps, id: number): Promise<TAdminPagePreview> {
  const row = await findPage(deps.db, id);
  if (!row) throw notFound('NOT_FOUND', 'admin.notFound');
  const shown = row.draft ?? { title: row.title, description: row.description, body: row.body };
  return { path: row.path, title: shown.title, description: shown.description, html: renderBody(shown.body) };
}

/** Makes the draft the live page (published today if it never was), at once on the customer site. */
export async function publishPage(deps: Deps, actor: AdminActor, id: number): Promise<TAdminPage> {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockPage(tx, id);
    if (!before) throw notFound('NOT_FOUND', 'admin.notFound');
    if (!before.draft && before.status === 'published') throw new AppError(409, 'BAD_REQUEST', 'admin.nothingToPublish');
    const draft = before.draft ?? { title: before.title, description: before.description, body: before.body };
    const today = zonedToday(now);
    const after = await updatePageRow(tx, id, { ...draft, draft: null, status: 'published', publishedAt: before.publishedAt ?? today, updatedAt: today });
    await audit(tx, actor, {
      at: now,
      action: 'content.publish',
      entity: 'page',
      entityId: id,
      before: { title: before.title, description: before.description, body: before.body, status: before.status },
      after: { title: after.title, description: after.description, body: after.body, status: after.status },
    });
    return after;
  });
  invalidateCustomerCaches(deps);
  return pageView(row);
}
