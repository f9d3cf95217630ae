import { envelope, ZLang } from '@shine/shared/schemas/common';
import { ZAdminCollection, ZCollectionBody, ZGamesParams } from '@shine/shared/schemas/games-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerBackofficeAuth, requireAdmin } from '../backoffice/index.ts';
import { createCollection, editCollection, listAdminCollections } from './manage-collections.ts';

const tags = ['backoffice'];
const security = [{ staffCookie: [] }];

/** The back office's collections and lookbooks (issue 32, `collection.edit`): the content editor and the chain admin. */
export const collectionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBackofficeAuth(app);

  app.get(
    '/api/v1/admin/collections',
    {
      schema: {
        tags,
        summary: 'Every collection and lookbook, published or not, with its hairstyles in their order',
        security,
        querystring: z.object({ lang: ZLang }),
        response: { 200: envelope(z.array(ZAdminCollection)) },
      },
    },
    async (request) => {
      requireAdmin(request, 'collection.edit');
      return { data: await listAdminCollections(app.deps) };
    },
  );

  app.post(
    '/api/v1/admin/collections',
    {
      schema: {
        tags,
        summary: 'Creates a collection or lookbook (title, address, covers, place, published flag); audited',
        description: '409 COLLECTION_SLUG_TAKEN; 400 COLLECTION_ITEMS_MISMATCH when it is given styles.',
        security,
        body: ZCollectionBody,
        response: { 200: envelope(ZAdminCollection) },
      },
    },
    async (request) => ({ data: await createCollection(app.deps, requireAdmin(request, 'collection.edit'), request.body) }),
  );

  app.put(
    '/api/v1/admin/collections/:id',
    {
      schema: {
        tags,
        summary: "Changes a collection: texts, address, covers, place, published flag and its styles' order; audited",
        description: '404 COLLECTION_NOT_FOUND; 409 COLLECTION_SLUG_TAKEN; 400 COLLECTION_ITEMS_MISMATCH when the order is not exactly its styles.',
        security,
        params: ZGamesParams,
        body: ZCollectionBody,
        response: { 200: envelope(ZAdminCollection) },
      },
    },
    async (request) => ({ data: await editCollection(app.deps, requireAdmin(request, 'collection.edit'), request.params.id, request.body) }),
  );
};
