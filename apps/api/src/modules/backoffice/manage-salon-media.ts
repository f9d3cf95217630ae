import { MAX_SALON_PHOTOS, salonMediaOf, uploadedFilesOf, withSalonMedia } from '@shine/shared/rules/salon-media';
import type { TAdminSalon } from '@shine/shared/schemas/backoffice';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { audit } from './audit.ts';
import type { AdminActor } from './backoffice-guard.ts';
import { invalidateCustomerCaches } from './invalidate-caches.ts';
import { getAdminSalon } from './manage-salons.ts';
import { lockSalon, updateSalonRow } from './salon-admin-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;
type Media = { photos: string[]; video: string | null };

/** The salon and the files of ours nothing shows any more (the route deletes them once the change is committed). */
export type MediaChange = { salon: TAdminSalon; unusedFiles: string[] };

/**
 * One change of a salon's gallery under its row lock: `next` gets the media as they are and answers what they
 * become (or throws); the gallery, the card's pictures and one audit row are written together, and the
 * customer's salon pages, cards and lists show it at their next load.
 */
async function changeMedia(deps: Deps, actor: AdminActor, id: number, next: (current: Media) => Media): Promise<MediaChange> {
  let unusedFiles: string[] = [];
  await deps.db.transaction(async (tx: Tx) => {
    const row = await lockSalon(tx, id);
    if (!row) throw notFound('SALON_NOT_FOUND', 'admin.notFound');
    const before = salonMediaOf(row.listImages);
    const after = next(before);
    await updateSalonRow(tx, id, withSalonMedia(row, after));
    const kept = new Set([...after.photos, after.video]);
    unusedFiles = [...before.photos, before.video ?? ''].filter((url) => !kept.has(url)).flatMap(uploadedFilesOf);
    await audit(tx, actor, { at: deps.clock.now(), action: 'salon.edit', entity: 'salon', entityId: id, salonId: id, before, after });
  });
  invalidateCustomerCaches(deps);
  return { salon: await getAdminSalon(deps, id), unusedFiles };
}

/** Adds uploaded photos (already stored) at the end of the gallery: at most MAX_SALON_PHOTOS in all (409). */
export const addSalonPhotos = (deps: Deps, actor: AdminActor, id: number, urls: string[]) =>
  changeMedia(deps, actor, id, (current) => {
    if (current.photos.length + urls.length > MAX_SALON_PHOTOS) {
      throw new AppError(409, 'SALON_PHOTO_LIMIT', 'admin.salon.photoLimit', { max: MAX_SALON_PHOTOS, count: current.photos.length });
    }
    return { ...current, photos: [...current.photos, ...urls] };
  });

/**
 * The gallery's photos in a new order, those left out removed. Only photos the salon has: a list made on an
 * older view (a photo someone else just removed, one named twice) is a 409, nothing changed.
 */
export const arrangeSalonPhotos = (deps: Deps, actor: AdminActor, id: number, photos: string[]) =>
  changeMedia(deps, actor, id, (current) => {
    const left = [...current.photos];
    for (const url of photos) {
      const at = left.indexOf(url);
      if (at < 0) throw new AppError(409, 'SALON_MEDIA_CHANGED', 'admin.salon.mediaChanged');
      left.splice(at, 1);
    }
    return { ...current, photos };
  });

/** The gallery's video: an uploaded MP4's address or a YouTube id, or null for none. */
export const setSalonVideo = (deps: Deps, actor: AdminActor, id: number, video: string | null) =>
  changeMedia(deps, actor, id, (current) => ({ ...current, video }));
