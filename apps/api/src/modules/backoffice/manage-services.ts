import { zonedToday } from '@shine/shared';
import type { TAdminService } from '@shine/shared/schemas/backoffice';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/errors.ts';
import { audit } from './audit.ts';
import type { AdminActor } from './backoffice-guard.ts';
import {
  type ServiceRow,
  deleteSpecialDay,
  findAllServices,
  findSpecialDay,
  findSpecialDays,
  lockService,
  updateServiceRow,
  upsertSpecialDay,
} from './catalog-admin-repository.ts';
import { invalidateCustomerCaches } from './invalidate-caches.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;
type SpecialDay = { serviceId: number; date: string; price: number };

const view = (s: ServiceRow, specials: SpecialDay[]): TAdminService => ({
  id: s.id,
  groupId: s.groupId,
  name: s.name,
  nameEn: s.nameEn,
  price: s.price,
  oldPrice: s.oldPrice,
  timeServe: s.timeServe,
  discontinued: s.discontinued,
  specialDays: specials.filter((d) => d.serviceId === s.id).map(({ date, price }) => ({ date, price })),
});
const audited = (s: ServiceRow) => ({ name: s.name, nameEn: s.nameEn, price: s.price, oldPrice: s.oldPrice, discontinued: s.discontinued });

/** Every service with its special-day prices from today on. */
export async function listAdminServices(deps: Deps): Promise<TAdminService[]> {
  const rows = await findAllServices(deps.db);
  const specials = await findSpecialDays(
    deps.db,
    rows.map((r) => r.id),
    zonedToday(deps.clock.now()),
  );
  return rows.map((r) => view(r, specials));
}

/** Names, price and struck price of a service: the customer site shows the new price on its next load. */
export async function updateService(
  deps: Deps,
  actor: AdminActor,
  id: number,
  body: Pick<TAdminService, 'name' | 'nameEn' | 'price' | 'oldPrice' | 'discontinued'>,
): Promise<TAdminService> {
  const today = zonedToday(deps.clock.now());
  const result = await deps.db.transaction(async (tx) => {
    const before = await lockService(tx, id);
    if (!before) throw notFound('NOT_FOUND', 'admin.notFound');
    const after = await updateServiceRow(tx, id, body);
    await audit(tx, actor, { at: deps.clock.now(), action: 'catalog.edit', entity: 'service', entityId: id, before: audited(before), after: audited(after) });
    return { after, specials: await findSpecialDays(tx, [id], today) };
  });
  invalidateCustomerCaches(deps);
  return view(result.after, result.specials);
}

/** Sets (price) or removes (null) a service's price on one special day. */
export async function setSpecialDayPrice(deps: Deps, actor: AdminActor, serviceId: number, date: string, price: number | null): Promise<TAdminService> {
  const today = zonedToday(deps.clock.now());
  const result = await deps.db.transaction(async (tx) => {
    const service = await lockService(tx, serviceId);
    if (!service) throw notFound('NOT_FOUND', 'admin.notFound');
    const before = await findSpecialDay(tx, serviceId, date);
    if (price === null) await deleteSpecialDay(tx, serviceId, date);
    else await upsertSpecialDay(tx, serviceId, date, price);
    await audit(tx, actor, {
      at: deps.clock.now(),
      action: 'catalog.edit',
      entity: 'service',
      entityId: serviceId,
      before: { specialDay: date, price: before?.price ?? null },
      after: { specialDay: date, price },
    });
    return { service, specials: await findSpecialDays(tx, [serviceId], today) };
  });
  invalidateCustomerCaches(deps);
  return view(result.service, result.specials);
}
