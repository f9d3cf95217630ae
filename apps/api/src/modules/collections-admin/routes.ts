import * as contracts from '@shine/shared/contracts/collections-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import { registerBackofficeAuth, requireAdmin } from '../backoffice/index.ts';
import {
  addCollectionStyle,
  collectionStyleChoices,
  createCollection,
  editCollection,
  listAdminCollections,
  removeCollectionStyle,
} from './manage-collections.ts';

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

  app.route({
    ...routeOf(contracts.listCollectionStyleChoices, { ...backoffice, summary: "The services a hairstyle's booking link may choose" }),
    handler: async (request) => {
      requireAdmin(request, 'collection.edit');
      return { data: await collectionStyleChoices(app.deps) };
    },
  });

  app.route({
    ...routeOf(contracts.addCollectionStyle, {
      ...backoffice,
      summary: 'Adds a hairstyle (texts in both languages, pictures, its service) at the end of a collection; audited',
      description: '404 COLLECTION_NOT_FOUND; 400 OFFER_UNKNOWN_REFERENCE for a service that does not exist. The customer pages show it at their next load.',
    }),
    handler: async (request) => ({ data: await addCollectionStyle(app.deps, requireAdmin(request, 'collection.edit'), request.params.id, request.body) }),
  });

  app.route({
    ...routeOf(contracts.removeCollectionStyle, {
      ...backoffice,
      summary: 'Removes a hairstyle from a collection (the others keep their order); audited',
      description:
        "404 COLLECTION_NOT_FOUND, or NOT_FOUND when the style is not one of the collection's. A Discover post that linked to it keeps its text without the link.",
    }),
    handler: async (request) => ({
      data: await removeCollectionStyle(app.deps, requireAdmin(request, 'collection.edit'), request.params.id, request.params.styleId),
    }),
  });
};
