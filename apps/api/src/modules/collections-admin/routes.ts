import * as contracts from '@shine/shared/contracts/collections-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import { registerBackofficeAuth, requireAdmin } from '../backoffice/index.ts';
import { createCollection, editCollection, listAdminCollections } from './manage-collections.ts';

const backoffice = { tags: ['backoffice'], security: [{ staffCookie: [] }] };

/** The back office's collections and lookbooks (issue 32, `collection.edit`): the content editor and the chain admin. */
export const collectionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBackofficeAuth(app);

  app.route({
    ...routeOf(contracts.listAdminCollections, {
      ...backoffice,
      summary: 'Every collection and lookbook, published or not, with its hairstyles in their order',
    }),
    handler: async (request) => {
      requireAdmin(request, 'collection.edit');
      return { data: await listAdminCollections(app.deps) };
    },
  });

  app.route({
    ...routeOf(contracts.createAdminCollection, {
      ...backoffice,
      summary: 'Creates a collection or lookbook (title, address, covers, place, published flag); audited',
      description: '409 COLLECTION_SLUG_TAKEN; 400 COLLECTION_ITEMS_MISMATCH when it is given styles.',
    }),
    handler: async (request) => ({ data: await createCollection(app.deps, requireAdmin(request, 'collection.edit'), request.body) }),
  });

  app.route({
    ...routeOf(contracts.editAdminCollection, {
      ...backoffice,
      summary: "Changes a collection: texts, address, covers, place, published flag and its styles' order; audited",
      description: '404 COLLECTION_NOT_FOUND; 409 COLLECTION_SLUG_TAKEN; 400 COLLECTION_ITEMS_MISMATCH when the order is not exactly its styles.',
    }),
    handler: async (request) => ({ data: await editCollection(app.deps, requireAdmin(request, 'collection.edit'), request.params.id, request.body) }),
  });
};
