import { zonedNow } from '@shine/shared';
import { outsideQuietHours } from '@shine/shared/rules/booking-messages';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { enqueueJobs } from '../jobs/index.ts';
import { scheduleOfferMessage } from '../messages/index.ts';
import { requireSalon } from '../salons/index.ts';
import { freedStartAt } from './free-chair.ts';
import {
  type SlotRow,
  expireOffers,
  findBookingById,
  findSlot,
  insertOffer,
  insertSlot,
  lockSlot,
  matchingEntries,
  setSlotState,
} from './waitlist-repository.ts';

/** The job that moves a one-at-a-time offer on to the next waiting customer when the current one's time is up. */
export const OFFER_NEXT_JOB = 'waitlist.offer-next';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache' | 'config'>;

/** Offers `slot` to the next matching entries (one, or all of them when the chain prefers speed); false when nobody is left. */
async function offerSlot(deps: Deps, tx: Tx, slot: SlotRow, exceptCustomerId: number | null, timeZone: string): Promise<boolean> {
  const now = deps.clock.now();
  const everyone = deps.config.WAITLIST_MODE === 'everyone';
  const startMinute = zonedNow(slot.startAt, timeZone).minutes;
  const entries = await matchingEntries(tx, slot, startMinute, exceptCustomerId, everyone ? undefined : 1);
  if (entries.length === 0) return false;
  // At night the offer (and its 10 minutes) starts at 08:00, unless the chair is within two hours.
  const offeredAt = outsideQuietHours(now, slot.startAt, timeZone);
  const expiresAt = new Date(Math.min(offeredAt.getTime() + deps.config.WAITLIST_OFFER_MINUTES * 60_000, slot.startAt.getTime()));
  if (expiresAt <= now) return false;
  for (const entry of entries) {
    const offer = await insertOffer(tx, { slotId: slot.id, entryId: entry.id, offeredAt, expiresAt });
    await scheduleOfferMessage(tx, { offerId: offer.id, phone: entry.phone, now: offeredAt });
  }
  if (!everyone)
    await enqueueJobs(tx, [
      { name: OFFER_NEXT_JOB, key: `${slot.id}@${expiresAt.toISOString()}`, runAt: expiresAt, payload: { slotId: slot.id, exceptCustomerId } },
    ]);
  return true;
}

/**
 * A chair freed (the job of a cancel, a change, a lapsed hold or a no-show): what is ahead of its time recorded
 * as a slot and offered to the waitlist.
 */
export async function offerFreedChair(deps: Deps, input: { bookingId: number; complete: (tx: Tx, result?: unknown) => Promise<void> }) {
  // Read before the transaction (what it needs of the salon comes through deps, outside it).
  const before = await findBookingById(deps.db, input.bookingId);
  const salon = before ? await requireSalon(deps, before.salonId) : null;
  return deps.db.transaction(async (tx) => {
    const freed = await findBookingById(tx, input.bookingId);
    const now = deps.clock.now();
    let result = 'nothing to offer';
    const startAt = freed && salon ? freedStartAt(freed, now, salon.slotMinutes) : null;
    if (freed && salon && startAt) {
      const slot = await insertSlot(tx, {
        salonId: freed.salonId,
        stylistId: freed.stylistId,
        date: freed.dateBook,
        startAt,
        endAt: freed.endAt,
        freedBookingId: freed.id,
        createdAt: now,
      });
      if (slot) {
        const offered = await offerSlot(deps, tx, slot, freed.customerId, salon.timeZone);
        if (!offered) await setSlotState(tx, slot.id, 'unclaimed');
        result = offered ? 'offered' : 'nobody waiting';
      }
    }
    await input.complete(tx, { result });
    return result;
  });
}

/** One at a time: the current offer's time is up (not claimed), so the next waiting customer gets it. */
export async function offerNext(deps: Deps, input: { slotId: number; exceptCustomerId: number | null; complete: (tx: Tx, result?: unknown) => Promise<void> }) {
  const before = await findSlot(deps.db, input.slotId);
  const salon = before ? await requireSalon(deps, before.salonId) : null;
  return deps.db.transaction(async (tx) => {
    const slot = await lockSlot(tx, input.slotId);
    let result = 'closed';
    if (slot && salon && slot.state === 'open') {
      const stillOpen = await expireOffers(tx, slot.id, deps.clock.now());
      if (stillOpen > 0) result = 'still open';
      else {
        const offered = await offerSlot(deps, tx, slot, input.exceptCustomerId, salon.timeZone);
        if (!offered) await setSlotState(tx, slot.id, 'unclaimed');
        result = offered ? 'offered next' : 'nobody left';
      }
    }
    await input.complete(tx, { result });
    return result;
  });
}
