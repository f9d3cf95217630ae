import type { Db } from '../../db/client.ts';
import { collectionPath } from './collection-pages.ts';
import { findCollections } from './collections-repository.ts';
import { findDiscoverIds } from './discover-repository.ts';

/**
 * Every public page of this module, for the sitemap: the catalogue pages, the collection list, each
 * collection, the lookbook, the discover feed and each post. Paths only; the sitemap adds the origin.
 */
export async function listCollectionsPublicUrls(db: Db): Promise<string[]> {
  const [collections, postIds] = await Promise.all([findCollections(db), findDiscoverIds(db)]);
  return [
    '/service',
    '/up-service',
    '/shine-care',
    '/collection',
    ...collections.filter((c) => c.kind !== 'lookbook').map(collectionPath),
    '/lookbook',
    '/discover',
    ...postIds.map((id) => `/discovers/${id}`),
  ];
}
