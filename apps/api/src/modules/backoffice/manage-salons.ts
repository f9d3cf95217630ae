import { zonedToday } from '@shine/shared';
import type { TAdminSalon } from '@shine/shared/schemas/backoffice';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/errors.ts';
import { audit } from './audit.ts';
import { type AdminActor, visibleSalonIds } from './backoffice-guard.ts';
import {
  type SalonRow,
  deleteDayOff,
  findDayOff,
  findDaysOff,
  findSalon,
  findSalonList,
  lockSalon,
  updateSalonRow,
  upsertDayOff,
} from './salon-admin-repository.ts';
import { invalidateCustomerCaches } from './invalidate-caches.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;
type SalonBody = Omit<TAdminSalon, 'id' | 'daysOff'>;

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
  return { id, ...fields(row), daysOff: await findDaysOff(deps.db, id, zonedToday(deps.clock.now())) };
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

/** Closes the salon on a date (with the customers' message), or opens it again. */
export async function setSalonDayOff(deps: Deps, actor: AdminActor, id: number, input: { date: string; off: boolean; message: string }): Promise<TAdminSalon> {
  await deps.db.transaction(async (tx) => {
    if (!(await lockSalon(tx, id))) throw notFound('SALON_NOT_FOUND', 'admin.notFound');
    const before = await findDayOff(tx, id, input.date);
    if (input.off) await upsertDayOff(tx, id, input.date, input.message);
    else await deleteDayOff(tx, id, input.date);
    await audit(tx, actor, {
      at: deps.clock.now(),
      action: 'salon.edit',
      entity: 'salon',
      entityId: id,
      salonId: id,
      before: { dayOff: input.date, off: before !== undefined, message: before?.message ?? null },
      after: { dayOff: input.date, off: input.off, message: input.off ? input.message : null },
    });
  });
  invalidateCustomerCaches(deps, { salonDays: true });
  return getAdminSalon(deps, id);
}
