import { addDays, diffDays, zonedToday } from '@shine/shared';
import type { TBookingResolution, TLeaveRequest, TRosterChange } from '@shine/shared/schemas/roster';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { AppError } from '../../lib/errors.ts';
import { type AdminActor, audit } from '../backoffice/index.ts';
import { applyRosterChange } from './apply-roster-change.ts';
import { requireAllowedIn } from './ops-guard.ts';
import { decideLeaveRequest, findLeaveRequest, findLeaveRequests, insertLeaveRequest } from './roster-repository.ts';
import { requireNotPast, requireOwnStaff } from './set-shift.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;
type LeaveRow = Awaited<ReturnType<typeof findLeaveRequest>> & object;

const toLeave = (r: LeaveRow, staffName: string): TLeaveRequest => ({
  id: r.id,
  staffId: r.staffId,
  staffName,
  salonId: r.salonId,
  from: r.fromDate,
  to: r.toDate,
  reason: r.reason,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

/** A leave asked for one of the salon's people (at most 60 days, from today on), pending until decided. */
export async function requestLeave(
  deps: Deps,
  actor: AdminActor,
  input: { salonId: number; staffId: number; from: string; to: string; reason: string },
): Promise<TLeaveRequest> {
  requireAllowedIn(actor, 'roster.edit', input.salonId);
  const person = await requireOwnStaff(deps, input.salonId, input.staffId);
  const now = deps.clock.now();
  requireNotPast(input.from, now);
  if (diffDays(input.from, input.to) > 59) throw new AppError(400, 'BAD_REQUEST', 'roster.leaveTooLong');
  const row = await transactionWithRetry(deps.db, async (tx) => {
    const created = await insertLeaveRequest(tx, { ...input, requestedBy: actor.accountId, now });
    await audit(tx, actor, {
      at: now,
      salonId: input.salonId,
      action: 'leave.request',
      entity: 'leaveRequest',
      entityId: created.id,
      before: null,
      after: { staffId: input.staffId, from: input.from, to: input.to, reason: input.reason },
    });
    return created;
  });
  return toLeave(row, person.name);
}

export async function listLeaveRequests(deps: Pick<AppDeps, 'db'>, actor: AdminActor, salonId: number): Promise<TLeaveRequest[]> {
  requireAllowedIn(actor, 'roster.edit', salonId);
  return (await findLeaveRequests(deps.db, salonId)).map((r) => toLeave(r.request, r.staffName));
}

/**
 * Approve or reject, once. Approving takes the person off every day of the leave from today on, in the
 * same way as removing his shifts: bookings left without him need a resolution (409 otherwise), and the
 * request stays pending until the approval goes through.
 */
export async function decideLeave(
  deps: Deps,
  actor: AdminActor,
  input: { salonId: number; id: number; approve: boolean; resolutions: TBookingResolution[] },
): Promise<TLeaveRequest & { change: TRosterChange | null }> {
  requireAllowedIn(actor, 'leave.approve', input.salonId);
  const request = await findLeaveRequest(deps.db, input.id);
  if (!request || request.salonId !== input.salonId) throw new AppError(404, 'LEAVE_NOT_FOUND', 'roster.leaveNotFound');
  if (request.status !== 'pending') throw new AppError(409, 'LEAVE_DECIDED', 'roster.leaveDecided');
  const person = await requireOwnStaff(deps, input.salonId, request.staffId);
  const now = deps.clock.now();
  let decided: LeaveRow | undefined;
  const decide = async (tx: Tx) => {
    decided = await decideLeaveRequest(tx, { id: input.id, approve: input.approve, by: actor.accountId, now });
    if (!decided) throw new AppError(409, 'LEAVE_DECIDED', 'roster.leaveDecided');
    await audit(tx, actor, {
      at: now,
      salonId: input.salonId,
      action: 'leave.approve',
      entity: 'leaveRequest',
      entityId: decided.id,
      before: { status: 'pending' },
      after: { status: decided.status },
    });
  };
  let change: TRosterChange | null = null;
  if (input.approve) {
    const today = zonedToday(now);
    const dates: string[] = [];
    for (let d = request.fromDate; d <= request.toDate; d = addDays(d, 1)) if (d >= today) dates.push(d);
    change = await applyRosterChange(deps, actor, {
      changes: dates.map((date) => ({ staffId: request.staffId, date, shift: null })),
      resolutions: input.resolutions,
      action: 'roster.leave',
      auditExtra: { leaveRequestId: request.id },
      alsoInTransaction: decide,
    });
  } else {
    await transactionWithRetry(deps.db, decide);
  }
  if (!decided) throw new AppError(409, 'LEAVE_DECIDED', 'roster.leaveDecided');
  return { ...toLeave(decided, person.name), change };
}
