import { type ShiftPlan, type Span, bookingFits, translate, zonedDateTimeToUtc } from '@shine/shared';
import type { TAffectedBooking, TBookingResolution, TRosterChange } from '@shine/shared/schemas/roster';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { sqlState, transactionWithRetry } from '../../db/transaction-retry.ts';
import { AppError } from '../../lib/errors.ts';
import { invalidateSalonDay } from '../availability/index.ts';
import { type AdminActor, type AdminChange, audit } from '../backoffice/index.ts';
import {
  type ActiveBooking,
  type ShiftRow,
  addContactRequest,
  findActiveBookings,
  findSalonShifts,
  findShiftsOf,
  lockStylists,
  reassignBooking,
  writeShift,
} from './roster-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;

/** One staff member's date as it should be: a shift at a salon, or none (a day off, a leave). */
export type DayChange = { staffId: number; date: string; shift: (ShiftPlan & { salonId: number }) | null };

const key = (staffId: number, date: string) => `${staffId}@${date}`;
const toPlan = (s: ShiftRow): ShiftPlan & { salonId: number } => ({ salonId: s.salonId, start: s.startMinute, end: s.endMinute, breaks: s.breaks });

function spanOf(b: ActiveBooking): Span {
  const dayStart = zonedDateTimeToUtc(b.dateBook, 0, b.timeZone).getTime();
  return { start: Math.round((b.startAt.getTime() - dayStart) / 60_000), end: Math.round((b.endAt.getTime() - dayStart) / 60_000) };
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/**
 * Applies a roster change (one day, a week built from templates, an approved leave) in one transaction.
 * The stylists' locks are those booking creation takes (ADR 001), so no booking slips in between the check
 * and the change. A booking the new shifts no longer cover is never left silently: unless the caller said
 * what to do with it (`resolutions`: move to a free stylist of its salon, or put on reception's call list),
 * nothing changes and the answer is a 409 ROSTER_BOOKINGS_AFFECTED listing them with the stylists free for
 * each. Every shift, move and call is audited in the same transaction; the salon-days' hour caches go.
 */
export async function applyRosterChange(
  deps: Deps,
  actor: AdminActor,
  input: {
    changes: DayChange[];
    resolutions: TBookingResolution[];
    action: string;
    auditExtra?: Record<string, unknown>;
    /** More work of the same transaction (a leave's decision), after the shifts. */
    alsoInTransaction?: (tx: Tx) => Promise<void>;
  },
): Promise<TRosterChange> {
  const now = deps.clock.now();
  const touched = new Set<string>();
  const touch = (salonId: number, date: string) => touched.add(`${salonId}|${date}`);
  try {
    const result = await transactionWithRetry(deps.db, async (tx) => {
      touched.clear();
      const changeOf = new Map(input.changes.map((c) => [key(c.staffId, c.date), c]));
      const staffIds = [...new Set(input.changes.map((c) => c.staffId))];
      const dates = [...new Set(input.changes.map((c) => c.date))];
      await lockStylists(tx, staffIds);
      const before = new Map((await findShiftsOf(tx, input.changes)).map((s) => [key(s.staffId, s.workDate), s]));
      const booked = await findActiveBookings(tx, staffIds, dates);
      const orphans = booked.filter((b) => {
        const change = changeOf.get(key(b.stylistId, b.dateBook));
        if (!change) return false;
        return !change.shift || change.shift.salonId !== b.salonId || !bookingFits(spanOf(b), change.shift);
      });

      const free = await freeStylistsFor(tx, orphans, changeOf);
      const resolutionOf = new Map(input.resolutions.map((r) => [r.bookingId, r]));
      const unresolved = orphans.filter((b) => !resolutionOf.has(b.id));
      if (unresolved.length > 0) {
        const affected: TAffectedBooking[] = orphans.map((b) => ({
          bookingId: b.id,
          salonId: b.salonId,
          stylistId: b.stylistId,
          date: b.dateBook,
          startAt: b.startAt.toISOString(),
          endAt: b.endAt.toISOString(),
          customerName: b.customerName,
          freeStylistIds: free.get(b.id) ?? [],
        }));
        throw new AppError(409, 'ROSTER_BOOKINGS_AFFECTED', 'roster.bookingsAffected', { count: orphans.length }, { bookings: affected });
      }

      const audits: AdminChange[] = [];
      const moved: TRosterChange['moved'] = [];
      const toContact: number[] = [];
      const takenBy = new Map<number, Span[]>();
      for (const b of orphans) {
        const r = resolutionOf.get(b.id)!;
        if (r.action === 'contact') {
          await addContactRequest(tx, {
            bookingId: b.id,
            salonId: b.salonId,
            reason: translate('vi', 'roster.contactReason'),
            createdBy: actor.accountId,
            now,
          });
          toContact.push(b.id);
          audits.push(change(now, b.salonId, 'booking.contact', 'booking', String(b.id), null, { stylistId: b.stylistId }));
          continue;
        }
        // A stylist already given another of these bookings at an overlapping hour is not free for this one.
        const candidates = (free.get(b.id) ?? []).filter((id) => !(takenBy.get(id) ?? []).some((s) => overlaps(s, spanOf(b))));
        const target = r.toStylistId ?? candidates[0];
        if (target === undefined || !candidates.includes(target)) throw new AppError(409, 'STYLIST_BUSY', 'roster.noFreeStylist');
        await lockStylists(tx, [target]);
        if (!(await reassignBooking(tx, b.id, target, now))) throw new AppError(409, 'STYLIST_BUSY', 'roster.noFreeStylist');
        takenBy.set(target, [...(takenBy.get(target) ?? []), spanOf(b)]);
        moved.push({ bookingId: b.id, toStylistId: target });
        touch(b.salonId, b.dateBook);
        audits.push(change(now, b.salonId, 'booking.move', 'booking', String(b.id), { stylistId: b.stylistId }, { stylistId: target }));
      }

      for (const c of input.changes) {
        const old = before.get(key(c.staffId, c.date));
        await writeShift(tx, c.staffId, c.date, c.shift);
        if (old) touch(old.salonId, c.date);
        if (c.shift) touch(c.shift.salonId, c.date);
        const salonId = c.shift?.salonId ?? old?.salonId ?? null;
        audits.push(
          change(
            now,
            salonId,
            input.action,
            'staffShift',
            key(c.staffId, c.date),
            old ? toPlan(old) : null,
            c.shift ? { ...c.shift, ...input.auditExtra } : { off: true, ...input.auditExtra },
          ),
        );
      }
      for (const a of audits) await audit(tx, actor, a);
      await input.alsoInTransaction?.(tx);
      return { shiftsChanged: input.changes.length, moved, toContact };
    });
    for (const t of touched) {
      const [salonId, date] = t.split('|');
      invalidateSalonDay(deps, Number(salonId), date!);
    }
    return result;
  } catch (err) {
    if (sqlState(err) === '23P01') throw new AppError(409, 'STYLIST_BUSY', 'roster.noFreeStylist');
    throw err;
  }
}

function change(at: Date, salonId: number | null, action: string, entity: string, entityId: string, before: object | null, after: object | null): AdminChange {
  return { at, salonId, action, entity, entityId, before: before as Record<string, unknown> | null, after: after as Record<string, unknown> | null };
}

/**
 * For each orphaned booking, the stylists of its salon that day (after this change) whose shift covers its
 * hour and who have no active booking overlapping it, fewest bookings that day first.
 */
async function freeStylistsFor(tx: Tx, orphans: ActiveBooking[], changeOf: Map<string, DayChange>): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (orphans.length === 0) return out;
  const orphanIds = new Set(orphans.map((o) => o.id));
  const bySalon = new Map<number, ActiveBooking[]>();
  for (const o of orphans) bySalon.set(o.salonId, [...(bySalon.get(o.salonId) ?? []), o]);
  for (const [salonId, list] of bySalon) {
    const dates = [...new Set(list.map((o) => o.dateBook))];
    const shifts = new Map<string, ShiftPlan & { salonId: number; staffId: number; date: string }>();
    for (const s of await findSalonShifts(tx, salonId, dates)) shifts.set(key(s.staffId, s.workDate), { ...toPlan(s), staffId: s.staffId, date: s.workDate });
    for (const c of changeOf.values()) {
      if (!dates.includes(c.date)) continue;
      const k = key(c.staffId, c.date);
      if (c.shift && c.shift.salonId === salonId) shifts.set(k, { ...c.shift, staffId: c.staffId, date: c.date });
      else shifts.delete(k);
    }
    const candidateIds = [...new Set([...shifts.values()].map((s) => s.staffId))];
    const theirs = (await findActiveBookings(tx, candidateIds, dates)).filter((b) => !orphanIds.has(b.id));
    for (const o of list) {
      const span = spanOf(o);
      const ok = [...shifts.values()]
        .filter((s) => s.date === o.dateBook && s.staffId !== o.stylistId && bookingFits(span, s))
        .filter((s) => !theirs.some((b) => b.stylistId === s.staffId && b.startAt < o.endAt && b.endAt > o.startAt))
        .map((s) => ({ id: s.staffId, count: theirs.filter((b) => b.stylistId === s.staffId && b.dateBook === o.dateBook).length }))
        .sort((a, b) => a.count - b.count || a.id - b.id)
        .map((s) => s.id);
      out.set(o.id, ok);
    }
  }
  return out;
}
