import type { TAdminCollection, TCollectionBody, TCollectionStyleBody } from '@shine/shared/schemas/games-admin';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { sqlState, transactionWithRetry } from '../../db/transaction-retry.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { type AdminActor, audit, invalidateCustomerCaches } from '../backoffice/index.ts';
import {
  type CollectionFields,
  collectionIdOfSlug,
  deleteHairstyle,
  findAdminCollections,
  findServiceChoices,
  insertCollection,
  insertHairstyle,
  lockCollection,
  orderHairstyles,
  serviceExists,
  updateCollection,
} from './collections-admin-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;
type View = Awaited<ReturnType<typeof findAdminCollections>>[number];

const toAdmin = (c: View): TAdminCollection => ({
  id: c.id,
  slug: c.slug,
  kind: c.kind,
  title: c.title,
  titleEn: c.titleEn,
  description: c.description,
  descriptionEn: c.descriptionEn,
  coverPc: c.coverPc,
  coverMb: c.coverMb,
  sort: c.sort,
  published: c.published,
  items: c.items,
});
/** The history's record: the fields and the styles' order by id (and by name, for a reader). */
const audited = ({ items, ...rest }: TAdminCollection) => ({ ...rest, itemOrder: items.map((i) => i.id), styles: items.map((i) => i.name) });
const slugTaken = (slug: string) => new AppError(409, 'COLLECTION_SLUG_TAKEN', 'admin.collection.slugTaken', { slug });

const fieldsOf = ({ lang: _lang, itemOrder: _order, ...fields }: TCollectionBody): CollectionFields => fields;

async function loadOne(tx: Tx, id: number) {
  const [row] = await findAdminCollections(tx, id);
  return toAdmin(row!);
}

/** Runs a collection write; a slug another collection took meanwhile (the unique index) is the same 409. */
async function write<T>(deps: Deps, body: TCollectionBody, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    const out = await transactionWithRetry(deps.db, work);
    invalidateCustomerCaches(deps);
    return out;
  } catch (err) {
    if (sqlState(err) === '23505') throw slugTaken(body.slug);
    throw err;
  }
}

export async function listAdminCollections(deps: Pick<AppDeps, 'db'>): Promise<TAdminCollection[]> {
  return (await findAdminCollections(deps.db)).map(toAdmin);
}

/** A new collection or lookbook (no styles yet); published at once when `published`; audited. */
export function createCollection(deps: Deps, actor: AdminActor, body: TCollectionBody): Promise<TAdminCollection> {
  if (body.itemOrder.length) throw badRequest('COLLECTION_ITEMS_MISMATCH', 'admin.collection.itemsMismatch');
  return write(deps, body, async (tx) => {
    if ((await collectionIdOfSlug(tx, body.slug)) !== undefined) throw slugTaken(body.slug);
    const id = await insertCollection(tx, fieldsOf(body));
    const saved = await loadOne(tx, id);
    await audit(tx, actor, { at: deps.clock.now(), action: 'collection.edit', entity: 'collection', entityId: id, before: null, after: audited(saved) });
    return saved;
  });
}

/**
 * A collection's texts, covers, place, published flag and its styles' order (`itemOrder`: exactly its own
 * styles, each once); on the customer pages at their next load; audited.
 */
export function editCollection(deps: Deps, actor: AdminActor, id: number, body: TCollectionBody): Promise<TAdminCollection> {
  return write(deps, body, async (tx) => {
    if (!(await lockCollection(tx, id))) throw new AppError(404, 'COLLECTION_NOT_FOUND', 'admin.notFound');
    const owner = await collectionIdOfSlug(tx, body.slug);
    if (owner !== undefined && owner !== id) throw slugTaken(body.slug);
    const before = await loadOne(tx, id);
    const own = before.items.map((i) => i.id).sort((a, b) => a - b);
    const asked = [...body.itemOrder].sort((a, b) => a - b);
    if (own.length !== asked.length || own.some((x, i) => x !== asked[i])) throw badRequest('COLLECTION_ITEMS_MISMATCH', 'admin.collection.itemsMismatch');
    await updateCollection(tx, id, fieldsOf(body));
    await orderHairstyles(tx, body.itemOrder);
    const saved = await loadOne(tx, id);
    await audit(tx, actor, {
      at: deps.clock.now(),
      action: 'collection.edit',
      entity: 'collection',
      entityId: id,
      before: audited(before),
      after: audited(saved),
    });
    return saved;
  });
}

/** The services a style's booking link may choose. */
export async function collectionStyleChoices(deps: Pick<AppDeps, 'db'>) {
  return { services: await findServiceChoices(deps.db) };
}

/** One change of a collection's styles under its row lock, audited with the collection before and after; customers see it at their next load. */
async function changeStyles(deps: Deps, actor: AdminActor, id: number, work: (tx: Tx) => Promise<void>): Promise<TAdminCollection> {
  const saved = await transactionWithRetry(deps.db, async (tx) => {
    if (!(await lockCollection(tx, id))) throw new AppError(404, 'COLLECTION_NOT_FOUND', 'admin.notFound');
    const before = await loadOne(tx, id);
    await work(tx);
    const after = await loadOne(tx, id);
    await audit(tx, actor, {
      at: deps.clock.now(),
      action: 'collection.edit',
      entity: 'collection',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
  invalidateCustomerCaches(deps);
  return saved;
}

/** Adds a hairstyle at the end of the collection's order (400 OFFER_UNKNOWN_REFERENCE for a service that does not exist). */
export function addCollectionStyle(deps: Deps, actor: AdminActor, id: number, body: TCollectionStyleBody): Promise<TAdminCollection> {
  const { lang: _lang, imageMb, ...fields } = body;
  return changeStyles(deps, actor, id, async (tx) => {
    if (!(await serviceExists(tx, body.serviceId))) throw badRequest('OFFER_UNKNOWN_REFERENCE', 'offer.unknownReference', { ids: String(body.serviceId) });
    await insertHairstyle(tx, id, { ...fields, imageMb: imageMb ?? body.imagePc });
  });
}

/** Removes one of the collection's hairstyles (404 when it is not one of its styles); the others keep their order. */
export function removeCollectionStyle(deps: Deps, actor: AdminActor, id: number, styleId: number): Promise<TAdminCollection> {
  return changeStyles(deps, actor, id, async (tx) => {
    if (!(await deleteHairstyle(tx, id, styleId))) throw new AppError(404, 'NOT_FOUND', 'admin.notFound');
  });
}
