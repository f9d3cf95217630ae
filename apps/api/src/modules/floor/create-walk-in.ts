import { allowsPastHours, assignStylist, BOOK_AT_SALON_SOURCE, bookAtCode, type StylistCandidate, stylistHasRoom, zonedNow, zonedToday } from '@shine/shared';
import type { TVisitResult } from '@shine/shared/schemas/floor';
import type { AppDeps } from '../../app-deps.ts';
import { TransactionContentionError, transactionWithRetry } from '../../db/transaction-retry.ts';
import { AppError } from '../../lib/errors.ts';
import { availableSlots, invalidateSalonDay, loadSalonDay, minuteToInstant } from '../availability/index.ts';
import { insertBookingDetails, type NewBooking, orderLines, priceServices, tryInsertBooking } from '../booking/index.ts';
import { findOrCreateCustomer } from '../customers/index.ts';
import { recordPredictedStarts } from '../queue/index.ts';
import { requireSalon } from '../salons/index.ts';
import { writeAudit } from './audit-repository.ts';
import { type StaffActor, requireAllowed } from './staff-actor.ts';
import { findStylistDayStats, moveVisit } from './visit-repository.ts';

const PARAMS = { source: BOOK_AT_SALON_SOURCE };

/**
 * A customer walks in: a booking at this salon from the current slot on (source book_at_salon, which
 * may take an hour already begun, spec §6), checked in at once. With "any stylist" the candidates are
 * ordered by the written rule (soonest free, fewest customers today, longest since his last); a Stylist
 * Master with 12 customers today is not offered (spec §9). The exclusion constraint judges every
 * insert: a stylist taken meanwhile passes the customer to the next candidate, a named one is a 409.
 */
export async function createWalkIn(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  actor: StaffActor,
  input: { salonId: number; phone: string; serviceIds: number[]; stylistId: number },
): Promise<TVisitResult> {
  requireAllowed(actor, 'walkIn.create', input.salonId);
  const salon = await requireSalon(deps, input.salonId);
  const now = deps.clock.now();
  const today = zonedToday(now, salon.timeZone);
  const order = await priceServices(deps, { serviceIds: input.serviceIds, salonId: salon.id, date: today });
  const duration = Math.max(order.durationMinutes, salon.slotMinutes);
  const day = await loadSalonDay(deps.db, { salon, date: today, now, stylistId: input.stylistId || undefined, allowPast: allowsPastHours(PARAMS.source) });
  const nowMinute = zonedNow(now, salon.timeZone).minutes;
  const slotNow = salon.openMinute + Math.max(0, Math.floor((nowMinute - salon.openMinute) / salon.slotMinutes)) * salon.slotMinutes;
  const slots = availableSlots(day, duration).filter((s) => s.startMinute >= slotNow);

  const stats = await findStylistDayStats(
    deps.db,
    day.stylists.map((s) => s.stylistId),
    today,
  );
  const candidates: (StylistCandidate & { isMaster: boolean })[] = [];
  let mastersFull = 0;
  for (const s of day.stylists) {
    const served = stats.get(s.stylistId)?.served ?? 0;
    if (!stylistHasRoom(s, served)) {
      mastersFull++;
      continue;
    }
    const first = slots.find((slot) => slot.freeStylistIds.includes(s.stylistId));
    if (!first) continue;
    candidates.push({
      stylistId: s.stylistId,
      freeAtMinute: first.startMinute,
      customersToday: served,
      lastAssignedAt: stats.get(s.stylistId)?.lastAssignedAt?.getTime() ?? null,
      isMaster: s.isMaster,
    });
  }
  if (candidates.length === 0) {
    if (input.stylistId && mastersFull > 0) throw new AppError(409, 'STYLIST_MASTER_FULL', 'floor.masterFull');
    throw new AppError(409, input.stylistId ? 'STYLIST_BUSY' : 'SALON_FULL', 'floor.noStylistFree');
  }
  const ordered = assignStylist(candidates) as typeof candidates;
  const customer = await findOrCreateCustomer(deps.db, input.phone);
  const lines = orderLines(order);

  const created = await transactionWithRetry(deps.db, async (tx) => {
    for (const candidate of ordered) {
      const slot = slots.find((s) => s.startMinute === candidate.freeAtMinute)!;
      const row: NewBooking = {
        customerId: customer.id,
        phone: input.phone,
        salonId: salon.id,
        stylistId: candidate.stylistId,
        autoAssigned: !input.stylistId,
        dateBook: today,
        startAt: minuteToInstant(day.dayStart, slot.startMinute),
        endAt: minuteToInstant(day.dayStart, slot.startMinute + duration),
        hourId: slot.hourId,
        subHourId: slot.subHourId,
        secondSubHourId: slot.secondSubHourId,
        status: 'checked_in',
        bookAt: bookAtCode(PARAMS.source),
        totalPrice: order.pricing.newTotal,
        oldTotalPrice: order.originalTotal,
        params: PARAMS,
        isMaster: candidate.isMaster,
        createdAt: now,
        updatedAt: now,
      };
      const booking = await tryInsertBooking(tx, row, { isMaster: candidate.isMaster });
      if (!booking) continue;
      await insertBookingDetails(tx, booking, lines, 'walk-in at the salon');
      const visit = (await moveVisit(tx, { bookingId: booking.id, from: ['booked'], to: 'checked_in', now }))!;
      await writeAudit(tx, {
        at: now,
        staffAccountId: actor.accountId,
        deviceId: actor.deviceId,
        salonId: salon.id,
        action: 'walkIn.create',
        entity: 'booking',
        entityId: booking.id,
        before: null,
        after: {
          stylistId: booking.stylistId,
          startAt: booking.startAt.toISOString(),
          stage: visit.stage,
          status: booking.status,
          serviceIds: input.serviceIds,
        },
      });
      return { booking, visit };
    }
    return undefined;
  }).catch((err: unknown) => {
    if (err instanceof TransactionContentionError) return undefined;
    throw err;
  });
  if (!created) throw new AppError(409, 'STYLIST_BUSY', 'floor.stylistTaken');
  invalidateSalonDay(deps, salon.id, today);
  await recordPredictedStarts(deps, created.booking);
  return {
    bookingId: created.booking.id,
    stage: created.visit.stage,
    status: created.booking.status,
    version: created.visit.version,
    stylistId: created.booking.stylistId,
    startAt: created.booking.startAt.toISOString(),
  };
}
