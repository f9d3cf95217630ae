import {
  type FloorAction,
  type Lang,
  type VisitStage,
  VISIT_TRANSITIONS,
  bookingStatusOf,
  stageOfBookingStatus,
  translate,
  undoTarget,
  zonedToday,
} from '@shine/shared';
import type { TVisitResult } from '@shine/shared/schemas/floor';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { sqlState, transactionWithRetry } from '../../db/transaction-retry.ts';
import { AppError } from '../../lib/errors.ts';
import { invalidateSalonDay } from '../availability/index.ts';
import { forgetVisitSets } from '../customers/index.ts';
import { enqueueChairFreed } from '../booking/index.ts';
import { writeAudit } from './audit-repository.ts';
import { type StaffActor, requireAllowed } from './staff-actor.ts';
import { type FloorBooking, type VisitRow, findFloorBooking, moveVisit, moveVisitBack, syncBookingStatus } from './visit-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;
export type FloorStep = 'checkIn' | 'startWash' | 'startCut' | 'finish' | 'noShow';

const ACTION_OF: Record<FloorStep, FloorAction> = {
  checkIn: 'visit.checkIn',
  startWash: 'visit.startWash',
  startCut: 'visit.startCut',
  finish: 'visit.finish',
  noShow: 'visit.noShow',
};

export const stageOf = (b: FloorBooking): VisitStage | undefined => b.visit?.stage ?? stageOfBookingStatus(b.status);
const stageName = (stage: VisitStage | undefined) => (lang: Lang) => (stage ? translate(lang, `floor.stage.${stage}`) : '?');
export const stageChanged = (stage: VisitStage | undefined) => new AppError(409, 'VISIT_STAGE_CHANGED', 'floor.stageChanged', { stage: stageName(stage) });
const EXCLUSION_VIOLATION = '23P01';

export async function requireFloorBooking(deps: Pick<AppDeps, 'db'>, bookingId: number, salonId?: number): Promise<FloorBooking> {
  const booking = await findFloorBooking(deps.db, bookingId);
  if (!booking || (salonId !== undefined && booking.salonId !== salonId)) throw new AppError(404, 'BOOKING_NOT_FOUND', 'floor.visitNotFound');
  return booking;
}

export function requireToday(booking: FloorBooking, now: Date) {
  if (booking.dateBook !== zonedToday(now)) throw new AppError(409, 'VISIT_NOT_TODAY', 'floor.notToday');
}

const snapshot = (stage: VisitStage | undefined, status: string, visit?: VisitRow | null) => ({ stage: stage ?? null, status, version: visit?.version ?? 0 });

/**
 * One step of a visit, exactly once: the guarded update decides (two tablets tapping at once give one
 * change and one 409), the booking's status follows and the audit row is written, all in one
 * transaction.
 */
export async function takeStep(
  deps: Deps,
  actor: StaffActor,
  input: { step: FloorStep; booking: FloorBooking; skinnerId?: number | null },
): Promise<TVisitResult> {
  requireAllowed(actor, ACTION_OF[input.step], input.booking.salonId, { ownCustomer: actor.staffId !== null && input.booking.stylistId === actor.staffId });
  return applyStep(deps, { staffAccountId: actor.accountId, deviceId: actor.deviceId }, input);
}

/**
 * The step itself, once its taker is allowed: by a person (`staffAccountId`), or by an enrolled salon
 * tablet alone (the kiosk's self check-in: no person, the device in the audit row). `source` is noted in
 * the audit row and the booking's status history (friendly_checkin).
 */
export async function applyStep(
  deps: Deps,
  by: { staffAccountId: number | null; deviceId: number | null },
  input: { step: FloorStep; booking: FloorBooking; skinnerId?: number | null; source?: string },
): Promise<TVisitResult> {
  const { step, booking } = input;
  const action = ACTION_OF[step];
  const now = deps.clock.now();
  requireToday(booking, now);
  const { from, to } = VISIT_TRANSITIONS[step];
  const current = stageOf(booking);
  if (!current || !from.includes(current)) throw stageChanged(current);

  const visit = await runGuarded(deps, booking, async (tx) => {
    const row = await moveVisit(tx, { bookingId: booking.id, from, to, now, skinnerId: input.skinnerId });
    if (!row) return undefined;
    const reason = `floor: ${action}${input.source ? ` (${input.source})` : ''}`;
    if (!(await syncBookingStatus(tx, { bookingId: booking.id, from: booking.status, stage: to, reason, now }))) return undefined;
    // A no-show frees the rest of his time: the waitlist is offered it when enough of it is ahead (issue 33).
    if (step === 'noShow') await enqueueChairFreed(tx, booking.id, now);
    await writeAudit(tx, {
      at: now,
      staffAccountId: by.staffAccountId,
      deviceId: by.deviceId,
      salonId: booking.salonId,
      action,
      entity: 'visit',
      entityId: booking.id,
      before: snapshot(current, booking.status, booking.visit),
      after: { ...snapshot(to, bookingStatusOf(to), row), skinnerId: row.skinnerId, ...(input.source ? { source: input.source } : {}) },
    });
    return row;
  });
  return toResult(booking, visit);
}

/** Undo of the last step, by reception or a manager, the same day; refused when the visit moved since. */
export async function undoStep(deps: Deps, actor: StaffActor, input: { booking: FloorBooking; version?: number }): Promise<TVisitResult> {
  const { booking } = input;
  requireAllowed(actor, 'visit.undo', booking.salonId);
  const now = deps.clock.now();
  requireToday(booking, now);
  const visit = booking.visit;
  if (!visit) throw new AppError(409, 'UNDO_NOT_ALLOWED', 'floor.cannotUndo', { stage: stageName(stageOf(booking)) });
  if (input.version !== undefined && input.version !== visit.version) throw stageChanged(visit.stage);
  const target = undoTarget(visit.stage, { washed: visit.washStartedAt !== null });
  if (!target) throw new AppError(409, 'UNDO_NOT_ALLOWED', 'floor.cannotUndo', { stage: stageName(visit.stage) });

  const row = await runGuarded(deps, booking, async (tx) => {
    const moved = await moveVisitBack(tx, { bookingId: booking.id, from: visit.stage, version: visit.version, to: target, now });
    if (!moved) return undefined;
    if (!(await syncBookingStatus(tx, { bookingId: booking.id, from: booking.status, stage: target, reason: 'floor: visit.undo', now }))) return undefined;
    await writeAudit(tx, {
      at: now,
      staffAccountId: actor.accountId,
      deviceId: actor.deviceId,
      salonId: booking.salonId,
      action: 'visit.undo',
      entity: 'visit',
      entityId: booking.id,
      before: snapshot(visit.stage, booking.status, visit),
      after: snapshot(target, bookingStatusOf(target), moved),
    });
    return moved;
  });
  return toResult(booking, row);
}

/**
 * The transaction of a step; `work` answers undefined when a guard found the visit moved on, which
 * rolls everything back as a 409. Back to an active status may meet the stylist's next booking: the
 * exclusion constraint refuses it, also a 409.
 */
async function runGuarded(deps: Deps, booking: FloorBooking, work: (tx: Tx) => Promise<VisitRow | undefined>): Promise<VisitRow> {
  const lost = Symbol('lost');
  try {
    const row = await transactionWithRetry(deps.db, async (tx) => {
      const result = await work(tx);
      if (!result) throw lost;
      return result;
    });
    invalidateSalonDay(deps, booking.salonId, booking.dateBook);
    forgetVisitSets(deps, booking.phone);
    return row;
  } catch (err) {
    if (err === lost) {
      const fresh = await findFloorBooking(deps.db, booking.id);
      throw stageChanged(fresh ? stageOf(fresh) : undefined);
    }
    if (sqlState(err) === EXCLUSION_VIOLATION) throw new AppError(409, 'STYLIST_BUSY', 'floor.stylistTaken');
    throw err;
  }
}

const toResult = (booking: FloorBooking, visit: VisitRow): TVisitResult => ({
  bookingId: booking.id,
  stage: visit.stage,
  status: bookingStatusOf(visit.stage),
  version: visit.version,
  stylistId: booking.stylistId,
  startAt: booking.startAt.toISOString(),
});
