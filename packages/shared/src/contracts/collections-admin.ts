import { z } from 'zod';
import { ZLang } from '../schemas/common';
import { ZAdminCollection, ZCollectionBody, ZCollectionStyleBody, ZCollectionStyleChoices, ZCollectionStyleParams, ZGamesParams } from '../schemas/games-admin';
import { endpoint } from './endpoint';

// The back office's collections and lookbooks (issue 32, `collection.edit`): the content editor and the chain admin.

export const listAdminCollections = endpoint({
  method: 'GET',
  path: '/api/v1/admin/collections',
  query: z.object({ lang: ZLang }),
  response: z.array(ZAdminCollection),
});

export const createAdminCollection = endpoint({ method: 'POST', path: '/api/v1/admin/collections', body: ZCollectionBody, response: ZAdminCollection });

export const editAdminCollection = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/collections/:id',
  params: ZGamesParams,
  body: ZCollectionBody,
  response: ZAdminCollection,
});

export const listCollectionStyleChoices = endpoint({
  method: 'GET',
  path: '/api/v1/admin/collections/style-choices',
  query: z.object({ lang: ZLang }),
  response: ZCollectionStyleChoices,
});

export const addCollectionStyle = endpoint({
  method: 'POST',
  path: '/api/v1/admin/collections/:id/styles',
  params: ZGamesParams,
  body: ZCollectionStyleBody,
  response: ZAdminCollection,
});

export const removeCollectionStyle = endpoint({
  method: 'DELETE',
  path: '/api/v1/admin/collections/:id/styles/:styleId',
  params: ZCollectionStyleParams,
  query: z.object({ lang: ZLang }),
  response: ZAdminCollection,
});
