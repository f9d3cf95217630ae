import type { TImageReport } from '@shine/shared/schemas/floor';
import type { AppDeps } from '../../app-deps.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { AppError } from '../../lib/errors.ts';
import { writeAudit } from './audit-repository.ts';
import { closeImageReport, findImageReport, findOpenImageReports, hideImage } from './image-report-repository.ts';
import { type StaffActor, requireAllowed } from './staff-actor.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The open "not me" reports of a salon's photos (its manager, and those above him). */
export async function listImageReports(deps: Deps, actor: StaffActor, salonId: number): Promise<{ salonId: number; reports: TImageReport[] }> {
  requireAllowed(actor, 'imageReport.resolve', salonId);
  const rows = await findOpenImageReports(deps.db, salonId);
  return { salonId, reports: rows.map((r) => ({ ...r, reportedAt: r.reportedAt.toISOString() })) };
}

/**
 * The manager decides a report, once (a guarded update: a second decision is a 409): `remove` takes the
 * photo out of the customer's history, `keep` leaves it; audited in the same transaction.
 */
export async function resolveImageReport(deps: Deps, actor: StaffActor, input: { salonId: number; id: number; action: 'remove' | 'keep' }) {
  requireAllowed(actor, 'imageReport.resolve', input.salonId);
  const report = await findImageReport(deps.db, input.id);
  if (!report || report.salonId !== input.salonId) throw new AppError(404, 'REPORT_NOT_FOUND', 'floor.reportNotFound');
  const now = deps.clock.now();
  const closed = await transactionWithRetry(deps.db, async (tx) => {
    const row = await closeImageReport(tx, { id: report.id, resolution: input.action, staffAccountId: actor.accountId, now });
    if (!row) return undefined;
    if (input.action === 'remove') await hideImage(tx, row.imageId, now);
    await writeAudit(tx, {
      at: now,
      staffAccountId: actor.accountId,
      deviceId: actor.deviceId,
      salonId: row.salonId,
      action: 'imageReport.resolve',
      entity: 'imageReport',
      entityId: row.id,
      before: { resolution: null, imageId: row.imageId, bookingId: row.bookingId },
      after: { resolution: input.action, imageHidden: input.action === 'remove' },
    });
    return row;
  });
  if (!closed) throw new AppError(409, 'REPORT_RESOLVED', 'floor.reportResolved');
  return { id: closed.id, imageId: closed.imageId, resolution: input.action, resolvedAt: now.toISOString() };
}
