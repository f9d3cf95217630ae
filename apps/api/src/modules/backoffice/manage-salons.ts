import { distanceKm, listsSalon, zonedToday } from '@shine/shared';
import { dayOffDates, salonMediaOf } from '@shine/shared/rules/salon-media';
import type { TAdminSalon, TSalonDayOffBody } from '@shine/shared/schemas/backoffice';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { audit } from './audit.ts';
import { type AdminActor, visibleSalonIds } from './backoffice-guard.ts';
import {
  type SalonRow,
  deleteDaysOff,
  findActiveSalonPlaces,
  findDaysOff,
  findDaysOffOn,
  findSalon,
  findSalonList,
  lockSalon,
  updateSalonRow,
  upsertDaysOff,
} from './salon-admin-repository.ts';
import { invalidateCustomerCaches } from './invalidate-caches.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;
type SalonBody = Omit<TAdminSalon, 'id' | 'daysOff' | 'photos' | 'cardPicture' | 'video' | 'backupCandidates'>;

/** How many of the nearest salons the day-off form offers as backups. */
const BACKUP_CANDIDATES = 20;

const fields = (s: SalonRow): SalonBody => ({
  name: s.name,
  address: s.address,
  addressNew: s.addressNew,
  latitude: s.latitude,
  longitude: s.longitude,
  openingDate: s.openingDate,
  openMinute: s.openMinute,
  closeMinute: s.closeMinute,
  parking: s.parking,
  businessClass: s.businessClass,
  bookManyPeople: s.bookManyPeople,
  selectConsultation: s.selectConsultation,
});

/** The salons he manages (every salon for the chain). */
export const listAdminSalons = (deps: Deps, actor: AdminActor) => findSalonList(deps.db, visibleSalonIds(actor));

export async function getAdminSalon(deps: Deps, id: number): Promise<TAdminSalon> {
  const row = await findSalon(deps.db, id);
  if (!row) throw notFound('SALON_NOT_FOUND', 'admin.notFound');
  const [daysOff, places] = await Promise.all([findDaysOff(deps.db, id, zonedToday(deps.clock.now())), findActiveSalonPlaces(deps.db)]);
  const backupCandidates = places
    .filter((p) => p.id !== id && listsSalon('nearby', p.id))
    .map((p) => ({ id: p.id, name: p.addressNew ?? p.name, distance: distanceKm(row, p) }))
    .sort((a, b) => a.distance - b.distance || a.id - b.id)
    .slice(0, BACKUP_CANDIDATES);
  return { id, ...fields(row), daysOff, ...salonMediaOf(row.listImages), cardPicture: row.images[0] ?? null, backupCandidates };
}

/** Details, hours and booking rules of one salon: the customer's salon pages and hours follow at once. */
export async function updateSalon(deps: Deps, actor: AdminActor, id: number, body: SalonBody): Promise<TAdminSalon> {
  await deps.db.transaction(async (tx) => {
    const before = await lockSalon(tx, id);
    if (!before) throw notFound('SALON_NOT_FOUND', 'admin.notFound');
    const after = await updateSalonRow(tx, id, body);
    await audit(tx, actor, {
      at: deps.clock.now(),
      action: 'salon.edit',
      entity: 'salon',
      entityId: id,
      salonId: id,
      before: fields(before),
      after: fields(after),
    });
  });
  invalidateCustomerCaches(deps, { salonDays: true });
  return getAdminSalon(deps, id);
}

/**
 * Closes the salon from `from` to `to` (the customers' message, the backup salons their popup offers), or opens
 * those days again. A backup is another active salon the customer lists may show; one audit row for the range.
 */
export async function setSalonDayOff(deps: Deps, actor: AdminActor, id: number, input: TSalonDayOffBody): Promise<TAdminSalon> {
  const to = input.to ?? input.from;
  const dates = dayOffDates(input.from, to)!;
  const backupSalonIds = input.off ? input.backupSalonIds : [];
  await deps.db.transaction(async (tx) => {
    if (!(await lockSalon(tx, id))) throw notFound('SALON_NOT_FOUND', 'admin.notFound');
    if (backupSalonIds.length > 0) {
      const active = new Set((await findActiveSalonPlaces(tx)).map((p) => p.id));
      if (backupSalonIds.some((b) => b === id || !active.has(b) || !listsSalon('nearby', b)))
        throw badRequest('BACKUP_SALON_INVALID', 'admin.salon.backupInvalid');
    }
    const before = await findDaysOffOn(tx, id, dates);
    if (input.off) await upsertDaysOff(tx, id, dates, input.message, backupSalonIds);
    else await deleteDaysOff(tx, id, dates);
    await audit(tx, actor, {
      at: deps.clock.now(),
      action: 'salon.edit',
      entity: 'salon',
      entityId: id,
      salonId: id,
      before: { daysOff: before },
      after: { daysOff: { from: input.from, to, off: input.off, message: input.off ? input.message : null, backupSalonIds } },
    });
  });
  invalidateCustomerCaches(deps, { salonDays: true });
  return getAdminSalon(deps, id);
}
