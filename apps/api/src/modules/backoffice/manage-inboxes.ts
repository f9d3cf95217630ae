import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import type { ZAdminApplication, ZAdminConnectRequest, ZAdminRating } from '@shine/shared/schemas/backoffice';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { cvDirOf } from '../recruitment/index.ts';
import { audit } from './audit.ts';
import { type AdminActor, requireAllowedIn, visibleSalonIds } from './backoffice-guard.ts';
import {
  type ConnectRow,
  answerRatingRow,
  findApplication,
  findApplications,
  findCommentedRatings,
  findConnectRequests,
  lockConnectRequest,
  lockRating,
  updateApplicationStatus,
  updateConnectRow,
} from './inbox-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;
type Status = 'new' | 'contacted' | 'closed';

const connectView = (r: ConnectRow): z.infer<typeof ZAdminConnectRequest> => ({
  id: r.id,
  reference: r.reference,
  kind: r.kind,
  status: r.status,
  name: r.name,
  phone: r.phone,
  email: r.email,
  summary:
    r.kind === 'franchise'
      ? [r.province, r.area, r.budget, r.experience].filter(Boolean).join(' · ')
      : [r.company, r.field, r.proposal].filter(Boolean).join(' · '),
  notes: r.notes,
  assigneeId: r.assigneeId,
  createdAt: r.createdAt.toISOString(),
});

export const listConnectRequests = async (deps: Deps) => (await findConnectRequests(deps.db)).map(connectView);

/** Status, notes and who follows a franchise or partner request up, audited. */
export async function updateConnectRequest(
  deps: Deps,
  actor: AdminActor,
  id: number,
  body: { status: Status; notes: string | null; assigneeId: number | null },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await lockConnectRequest(tx, id);
    if (!before) throw notFound('NOT_FOUND', 'admin.notFound');
    const after = await updateConnectRow(tx, id, { ...body, updatedAt: now });
    const pick = (r: ConnectRow) => ({ status: r.status, notes: r.notes, assigneeId: r.assigneeId });
    await audit(tx, actor, { at: now, action: 'inbox.franchise', entity: 'connectRequest', entityId: id, before: pick(before), after: pick(after) });
    return connectView(after);
  });
}

type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;
const applicationView = (r: ApplicationRow): z.infer<typeof ZAdminApplication> => ({
  id: r.id,
  reference: r.reference,
  jobId: r.jobId,
  jobTitle: r.jobTitle,
  status: r.status,
  name: r.name,
  phone: r.phone,
  experience: r.experience,
  hasCv: r.cvFile !== null,
  createdAt: r.createdAt.toISOString(),
});

export const listApplications = async (deps: Deps) => (await findApplications(deps.db)).map(applicationView);

export async function updateApplication(deps: Deps, actor: AdminActor, id: number, status: Status) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await findApplication(tx, id);
    if (!before) throw notFound('NOT_FOUND', 'admin.notFound');
    await updateApplicationStatus(tx, id, status, now);
    await audit(tx, actor, { at: now, action: 'jobs.manage', entity: 'jobApplication', entityId: id, before: { status: before.status }, after: { status } });
    return applicationView({ ...before, status });
  });
}

/**
 * A CV, for a recruiter only (postings carry no owner: any recruiter): the download is audited before the
 * file is handed out, in its own transaction, so no CV leaves unrecorded.
 */
export async function openCv(deps: Deps, actor: AdminActor, id: number) {
  const row = await findApplication(deps.db, id);
  if (!row) throw notFound('NOT_FOUND', 'admin.notFound');
  if (!row.cvFile || !row.cvType) throw new AppError(404, 'NOT_FOUND', 'admin.noCv');
  const file = path.join(cvDirOf(deps.config), path.basename(row.cvFile));
  const size = (await stat(file).catch(() => null))?.size;
  if (size === undefined) throw new AppError(404, 'NOT_FOUND', 'admin.noCv');
  await deps.db.transaction((tx) =>
    audit(tx, actor, { at: deps.clock.now(), action: 'cv.read', entity: 'jobApplication', entityId: id, before: null, after: { cv: row.cvType, bytes: size } }),
  );
  return {
    stream: createReadStream(file),
    size,
    type: row.cvType === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    filename: `CV-${row.reference}.${row.cvType}`,
  };
}

export const listRatings = async (deps: Deps, actor: AdminActor, salonId?: number): Promise<z.infer<typeof ZAdminRating>[]> => {
  const visible = visibleSalonIds(actor);
  if (salonId !== undefined) requireAllowedIn(actor, 'rating.answer', salonId);
  const rows = await findCommentedRatings(deps.db, salonId !== undefined ? [salonId] : visible);
  return rows.map((r) => ({ ...r, comment: r.comment ?? '', createdAt: r.createdAt.toISOString() }));
};

/** A manager's answer to a customer's comment, in his salons only, audited. */
export async function answerRating(deps: Deps, actor: AdminActor, id: number, answer: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await lockRating(tx, id);
    if (!before) throw notFound('NOT_FOUND', 'admin.notFound');
    requireAllowedIn(actor, 'rating.answer', before.salonId);
    await answerRatingRow(tx, id, answer, actor.accountId, now);
    await audit(tx, actor, {
      at: now,
      action: 'rating.answer',
      entity: 'rating',
      entityId: id,
      salonId: before.salonId,
      before: { answer: before.answer },
      after: { answer },
    });
    return { ...before, answer, comment: before.comment ?? '', createdAt: before.createdAt.toISOString() };
  });
}
