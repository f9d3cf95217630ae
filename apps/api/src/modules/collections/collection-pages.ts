import { formatVnd, type Lang } from '@shine/shared';
import type { TCollectionCard, TCollectionDetail, THairstyle, TReferenceStyle } from '@shine/shared/schemas/collections';
import type { AppDeps } from '../../app-deps.ts';
import { cachedReference } from '../../lib/app-cache.ts';
import { notFound } from '../../lib/errors.ts';
import { localized } from '../catalog/index.ts';
import {
  type CollectionRow,
  type HairstyleRow,
  type StyleServiceRow,
  findCollectionBySlug,
  findCollections,
  findHairstyles,
  findServicesOnSale,
} from './collections-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'cache'>;

/** The address of a collection: the four signature ones have their own (spec §2 /shine-collection/*). */
export const collectionPath = (c: Pick<CollectionRow, 'kind' | 'slug'>) =>
  c.kind === 'shine' ? `/shine-collection/${c.slug}` : c.kind === 'lookbook' ? `/lookbook#${c.slug}` : `/collections/${c.slug}`;

function toCard(c: CollectionRow & { styleCount: number }, lang: Lang): TCollectionCard {
  return {
    slug: c.slug,
    kind: c.kind,
    path: collectionPath(c),
    title: localized(lang, c.title, c.titleEn),
    description: localized(lang, c.description, c.descriptionEn),
    coverPc: c.coverPc,
    coverMb: c.coverMb,
    styleCount: c.styleCount,
  };
}

export function toStyleService(s: StyleServiceRow | undefined, lang: Lang) {
  return s ? { serviceId: s.id, name: localized(lang, s.name, s.nameEn), price: formatVnd(s.price), timeServe: s.timeServe } : null;
}

export function toHairstyle(h: HairstyleRow, onSale: Map<number, StyleServiceRow>, lang: Lang): THairstyle {
  return {
    id: h.id,
    name: localized(lang, h.name, h.nameEn),
    description: localized(lang, h.description, h.descriptionEn),
    suits: localized(lang, h.suits, h.suitsEn),
    imagePc: h.imagePc,
    imageMb: h.imageMb,
    service: toStyleService(onSale.get(h.serviceId), lang),
  };
}

/** /collection: the themed and signature collections (lookbooks have their own page). */
export async function listCollections(deps: Deps, input: { lang: Lang; kind?: CollectionRow['kind'] }): Promise<TCollectionCard[]> {
  const rows = await findCollections(deps.db, input.kind);
  return rows.filter((c) => input.kind || c.kind !== 'lookbook').map((c) => toCard(c, input.lang));
}

async function withStyles(deps: Deps, collections: (CollectionRow & { styleCount: number })[], lang: Lang): Promise<TCollectionDetail[]> {
  const styles = await findHairstyles(
    deps.db,
    collections.map((c) => c.id),
  );
  const onSale = await findServicesOnSale(
    deps.db,
    styles.map((s) => s.serviceId),
  );
  return collections.map((c) => ({
    ...toCard(c, lang),
    styles: styles.filter((s) => s.collectionId === c.id).map((s) => toHairstyle(s, onSale, lang)),
  }));
}

/** /collections/{slug} and /shine-collection/{slug}: the collection and its styles; 404 when unknown. */
export async function collectionDetail(deps: Deps, input: { slug: string; lang: Lang }): Promise<TCollectionDetail> {
  const row = await findCollectionBySlug(deps.db, input.slug);
  if (!row) throw notFound('COLLECTION_NOT_FOUND', 'collection.notFound');
  const [detail] = await withStyles(deps, [{ ...row, styleCount: 0 }], input.lang);
  if (!detail) throw notFound('COLLECTION_NOT_FOUND', 'collection.notFound');
  return { ...detail, styleCount: detail.styles.length };
}

/** /lookbook: every lookbook with its styles. */
export async function lookbookPage(deps: Deps, input: { lang: Lang }): Promise<TCollectionDetail[]> {
  return withStyles(deps, await findCollections(deps.db, 'lookbook'), input.lang);
}

/** The styles offered as reference photos in the booking extension step: each look once (mobile picture). */
export async function referenceStyles(deps: Deps, input: { lang: Lang }): Promise<TReferenceStyle[]> {
  return cachedReference(deps.cache, `reference-styles:${input.lang}`, async () => {
    const collections = await findCollections(deps.db);
    const styles = await findHairstyles(
      deps.db,
      collections.map((c) => c.id),
    );
    const byId = new Map(collections.map((c) => [c.id, c]));
    const seen = new Set<string>();
    return styles
      .filter((s) => !seen.has(s.imageMb) && seen.add(s.imageMb))
      .map((s) => {
        const c = byId.get(s.collectionId);
        return { id: s.id, name: localized(input.lang, s.name, s.nameEn), collection: c ? localized(input.lang, c.title, c.titleEn) : '', url: s.imageMb };
      });
  });
}
