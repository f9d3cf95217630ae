import type { TAdminCatalogStructure, TAdminCategory, TAdminGroup, TAdminServicePlace } from '@shine/shared/schemas/backoffice-catalog';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { audit } from './audit.ts';
import type { AdminActor } from './backoffice-guard.ts';
import {
  type CategoryRow,
  type GroupRow,
  countAddOnsOf,
  findServicePlaces,
  findStructure,
  findUpsellIds,
  insertCategoryRow,
  insertGroupRow,
  lockCategory,
  lockGroup,
  lockServicePlace,
  replaceUpsells,
  updateCategoryRow,
  updateGroupRow,
  updateServicePlace,
} from './catalog-structure-repository.ts';
import { invalidateCustomerCaches } from './invalidate-caches.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;
type CategoryBody = Omit<TAdminCategory, 'id'>;
type GroupBody = Omit<TAdminGroup, 'id'>;

const category = (c: CategoryRow): TAdminCategory => ({ id: c.id, name: c.name, nameEn: c.nameEn, sort: c.sort, hidden: c.hidden });
const group = (g: GroupRow, upsellServiceIds: number[]): TAdminGroup => ({
  id: g.id,
  categoryId: g.categoryId,
  name: g.name,
  nameEn: g.nameEn,
  sort: g.sort,
  hidden: g.hidden,
  upsellServiceIds,
});
const WHAT = {
  category: { vi: 'danh mục', en: 'category' },
  group: { vi: 'nhóm dịch vụ', en: 'service group' },
  service: { vi: 'dịch vụ', en: 'service' },
} as const;
/** 400: the body names a category, group or service that does not exist. */
export const unknownRef = (what: keyof typeof WHAT) =>
  new AppError(400, 'CATALOG_REFERENCE_INVALID', 'admin.catalog.referenceInvalid', { what: (lang) => WHAT[what][lang] });
const addOnInvalid = () => new AppError(400, 'ADD_ON_INVALID', 'admin.catalog.addOnInvalid');

export async function getCatalogStructure(deps: Pick<AppDeps, 'db'>): Promise<TAdminCatalogStructure> {
  const rows = await findStructure(deps.db);
  return {
    categories: rows.categories.map(category),
    groups: rows.groups.map((g) =>
      group(
        g,
        rows.upsales.filter((u) => u.groupId === g.id).map((u) => u.serviceId),
      ),
    ),
    services: rows.services,
  };
}

/** Creates (id null) or edits a category; the customer's service list follows at its next load. */
export async function saveCategory(deps: Deps, actor: AdminActor, id: number | null, body: CategoryBody): Promise<TAdminCategory> {
  const saved = await deps.db.transaction(async (tx) => {
    const before = id === null ? null : await lockCategory(tx, id);
    if (id !== null && !before) throw notFound('NOT_FOUND', 'admin.notFound');
    const after = before ? await updateCategoryRow(tx, before.id, body) : await insertCategoryRow(tx, body);
    await audit(tx, actor, {
      at: deps.clock.now(),
      action: 'catalog.edit',
      entity: 'serviceCategory',
      entityId: after.id,
      before: before ? category(before) : null,
      after: category(after),
    });
    return after;
  });
  invalidateCustomerCaches(deps);
  return category(saved);
}

/** Creates (id null) or edits a group: names, category, order, shown or hidden, and its upsell services. */
export async function saveGroup(deps: Deps, actor: AdminActor, id: number | null, body: GroupBody): Promise<TAdminGroup> {
  const saved = await deps.db.transaction(async (tx) => {
    const before = id === null ? null : await lockGroup(tx, id);
    if (id !== null && !before) throw notFound('NOT_FOUND', 'admin.notFound');
    if (!(await lockCategory(tx, body.categoryId))) throw unknownRef('category');
    const known = await findServicePlaces(tx, body.upsellServiceIds);
    if (known.length !== body.upsellServiceIds.length) throw unknownRef('service');
    const { upsellServiceIds, ...values } = body;
    const beforeUpsells = before ? await findUpsellIds(tx, before.id) : [];
    const after = before ? await updateGroupRow(tx, before.id, values) : await insertGroupRow(tx, values);
    await replaceUpsells(tx, after.id, upsellServiceIds);
    const afterUpsells = [...upsellServiceIds].sort((a, b) => a - b);
    await audit(tx, actor, {
      at: deps.clock.now(),
      action: 'catalog.edit',
      entity: 'serviceGroup',
      entityId: after.id,
      before: before ? group(before, beforeUpsells) : null,
      after: group(after, afterUpsells),
    });
    return group(after, afterUpsells);
  });
  invalidateCustomerCaches(deps);
  return saved;
}

/**
 * Moves a service to a group, and makes it an add-on of another service (or a service of its own). An add-on's
 * parent is a service of its own (no add-on of an add-on), and a service with add-ons is not made one.
 */
export async function placeService(
  deps: Deps,
  actor: AdminActor,
  id: number,
  body: { groupId: number; parentServiceId: number | null },
): Promise<TAdminServicePlace> {
  const saved = await deps.db.transaction(async (tx) => {
    const before = await lockServicePlace(tx, id);
    if (!before) throw notFound('NOT_FOUND', 'admin.notFound');
    if (!(await lockGroup(tx, body.groupId))) throw unknownRef('group');
    if (body.parentServiceId !== null) {
      if (body.parentServiceId === id) throw addOnInvalid();
      const [parent] = await findServicePlaces(tx, [body.parentServiceId]);
      if (!parent) throw unknownRef('service');
      if (parent.parentServiceId !== null) throw addOnInvalid();
      if ((await countAddOnsOf(tx, id)) > 0) throw addOnInvalid();
    }
    const after = await updateServicePlace(tx, id, body);
    await audit(tx, actor, {
      at: deps.clock.now(),
      action: 'catalog.edit',
      entity: 'service',
      entityId: id,
      before: { groupId: before.groupId, parentServiceId: before.parentServiceId },
      after: { groupId: after.groupId, parentServiceId: after.parentServiceId },
    });
    return after;
  });
  invalidateCustomerCaches(deps);
  return saved;
}
