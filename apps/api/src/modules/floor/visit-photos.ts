import type { VisitStage } from '@shine/shared';
import { MAX_VISIT_PHOTOS, type TVisitPhotos } from '@shine/shared/schemas/floor';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { AppError } from '../../lib/errors.ts';
import { writeAudit } from './audit-repository.ts';
import { requireToday, stageOf } from './move-visit.ts';
import { deleteFinalPhoto, insertFinalPhotos, lockVisitPhotos } from './photo-repository.ts';
import { type StaffActor, requireAllowed } from './staff-actor.ts';
import { findShownImages } from './visit-detail-repository.ts';
import type { FloorBooking } from './visit-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** A visit takes after-cut photos from the cut on, the same day, until it is paid. */
const PHOTO_STAGES: readonly VisitStage[] = ['cut', 'finished', 'paid'];
const notNow = () => new AppError(409, 'PHOTO_NOT_NOW', 'floor.photoNotNow');

/**
 * Who may add or remove a visit's photos, checked before a byte of an upload is read: the visit's stylist
 * (or a manager of the salon), today, while the visit is in the cut, finished or paid.
 */
export function requirePhotoAccess(deps: Deps, actor: StaffActor, booking: FloorBooking) {
  requireAllowed(actor, 'visit.photo', booking.salonId, { ownCustomer: actor.staffId !== null && booking.stylistId === actor.staffId });
  requireToday(booking, deps.clock.now());
  const stage = stageOf(booking);
  if (!stage || !PHOTO_STAGES.includes(stage)) throw notNow();
}

/** The audit row of a change of the visit's photos (action visit.photo), in its transaction. */
function auditPhotos(tx: Tx, who: { actor: StaffActor; booking: FloorBooking; now: Date }, before: Record<string, unknown>, after: Record<string, unknown>) {
  return writeAudit(tx, {
    at: who.now,
    staffAccountId: who.actor.accountId,
    deviceId: who.actor.deviceId,
    salonId: who.booking.salonId,
    action: 'visit.photo',
    entity: 'visit',
    entityId: who.booking.id,
    before,
    after,
  });
}

async function photosOf(deps: Deps, bookingId: number): Promise<TVisitPhotos> {
  const rows = await findShownImages(deps.db, [bookingId], 'final');
  return { bookingId, photos: rows.map((r) => ({ id: r.id, url: r.url, createdAt: r.createdAt.toISOString() })) };
}

/**
 * Attaches stored photos (already re-encoded and written) to the visit as its `final` images: under the
 * visit's row lock the limit of 4 holds even for two uploads at once (409 PHOTO_LIMIT); audited.
 */
export async function addVisitPhotos(deps: Deps, actor: StaffActor, input: { booking: FloorBooking; urls: string[] }): Promise<TVisitPhotos> {
  const { booking, urls } = input;
  requirePhotoAccess(deps, actor, booking);
  const now = deps.clock.now();
  await transactionWithRetry(deps.db, async (tx) => {
    const locked = await lockVisitPhotos(tx, booking.id);
    if (!locked || !PHOTO_STAGES.includes(locked.stage)) throw notNow();
    if (locked.photos + urls.length > MAX_VISIT_PHOTOS)
      throw new AppError(409, 'PHOTO_LIMIT', 'floor.photoLimit', { max: MAX_VISIT_PHOTOS, count: locked.photos });
    const rows = await insertFinalPhotos(tx, { bookingId: booking.id, urls, now });
    await auditPhotos(
      tx,
      { actor, booking, now },
      { photos: locked.photos },
      { photos: locked.photos + rows.length, added: rows.map((r) => ({ id: r.id, url: r.url })) },
    );
  });
  return photosOf(deps, booking.id);
}

/** Removes a mistaken after-cut photo of the visit (same rules as adding); its url, for the file to go. */
export async function removeVisitPhoto(
  deps: Deps,
  actor: StaffActor,
  input: { booking: FloorBooking; imageId: number },
): Promise<{ result: TVisitPhotos; url: string }> {
  const { booking, imageId } = input;
  requirePhotoAccess(deps, actor, booking);
  const now = deps.clock.now();
  const url = await transactionWithRetry(deps.db, async (tx) => {
    const locked = await lockVisitPhotos(tx, booking.id);
    if (!locked || !PHOTO_STAGES.includes(locked.stage)) throw notNow();
    const removed = await deleteFinalPhoto(tx, { bookingId: booking.id, imageId });
    if (!removed) throw new AppError(404, 'PHOTO_NOT_FOUND', 'floor.photoNotFound');
    await auditPhotos(tx, { actor, booking, now }, { photos: locked.photos, removed: { id: removed.id, url: removed.url } }, { photos: locked.photos - 1 });
    return removed.url;
  });
  return { result: await photosOf(deps, booking.id), url };
}
