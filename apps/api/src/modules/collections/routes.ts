import { envelope } from '@shine/shared/schemas/common';
import {
  ZCollectionCard,
  ZCollectionDetail,
  ZCollectionListQuery,
  ZCollectionParams,
  ZDiscoverFeed,
  ZDiscoverFeedQuery,
  ZDiscoverParams,
  ZDiscoverPost,
  ZLikeResult,
  ZReferenceStyle,
  ZServicePage,
  ZServicePageKind,
  ZServicePageQuery,
} from '@shine/shared/schemas/collections';
import { ZLang } from '@shine/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../../plugins/auth.ts';
import { collectionDetail, listCollections, lookbookPage, referenceStyles } from './collection-pages.ts';
import { discoverFeed, discoverPost, setLike } from './discover.ts';
import { servicePage } from './service-pages.ts';

/** Catalogue pages, hairstyle collections, lookbooks and the discover feed with its likes (issue 12). */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/service-pages/:kind',
    {
      schema: {
        tags: ['collections'],
        summary: '/service, /up-service, /shine-care: texts and the services on sale grouped as in the booking picker',
        params: z.object({ kind: ZServicePageKind }),
        querystring: ZServicePageQuery,
        response: { 200: envelope(ZServicePage) },
      },
    },
    async (request) => ({ data: await servicePage(app.deps, { kind: request.params.kind, lang: request.query.lang }) }),
  );

  app.get(
    '/api/v1/collections',
    {
      schema: {
        tags: ['collections'],
        summary: 'Hairstyle collections (signature and themed; lookbooks with kind=lookbook), in display order',
        querystring: ZCollectionListQuery,
        response: { 200: envelope(z.array(ZCollectionCard)) },
      },
    },
    async (request) => ({ data: await listCollections(app.deps, request.query) }),
  );

  app.get(
    '/api/v1/collections/:slug',
    {
      schema: {
        tags: ['collections'],
        summary: 'A collection and its hairstyles (pc and mobile pictures, the service to book); 404 when unknown',
        params: ZCollectionParams,
        querystring: z.object({ lang: ZLang }),
        response: { 200: envelope(ZCollectionDetail) },
      },
    },
    async (request) => ({ data: await collectionDetail(app.deps, { slug: request.params.slug, lang: request.query.lang }) }),
  );

  app.get(
    '/api/v1/lookbooks',
    {
      schema: {
        tags: ['collections'],
        summary: '/lookbook: every lookbook with its hairstyles',
        querystring: z.object({ lang: ZLang }),
        response: { 200: envelope(z.array(ZCollectionDetail)) },
      },
    },
    async (request) => ({ data: await lookbookPage(app.deps, request.query) }),
  );

  app.get(
    '/api/v1/hairstyles/reference',
    {
      schema: {
        tags: ['collections'],
        summary: 'Hairstyles offered as reference photos in the booking extension step (each look once)',
        querystring: z.object({ lang: ZLang }),
        response: { 200: envelope(z.array(ZReferenceStyle)) },
      },
    },
    async (request) => ({ data: await referenceStyles(app.deps, request.query) }),
  );

  app.get(
    '/api/v1/discovers',
    {
      schema: {
        tags: ['discover'],
        summary: 'Discover feed: hairstyle and grooming posts, newest first, 12 a page; liked for the logged-in customer',
        querystring: ZDiscoverFeedQuery,
        response: { 200: envelope(ZDiscoverFeed) },
      },
    },
    async (request) => ({ data: await discoverFeed(app.deps, { ...request.query, customerId: request.customer?.customerId }) }),
  );

  app.get(
    '/api/v1/discovers/:id',
    {
      schema: {
        tags: ['discover'],
        summary: 'A discover post with its hairstyle, the service to book and related posts; 404 when unknown',
        params: ZDiscoverParams,
        querystring: z.object({ lang: ZLang }),
        response: { 200: envelope(ZDiscoverPost) },
      },
    },
    async (request) => ({ data: await discoverPost(app.deps, { id: request.params.id, lang: request.query.lang, customerId: request.customer?.customerId }) }),
  );

  for (const [method, like] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/v1/discovers/:id/like',
      schema: {
        tags: ['discover'],
        summary: like ? 'Like a post (login required; liking twice counts once)' : 'Unlike a post (login required; unliking twice is harmless)',
        params: ZDiscoverParams,
        response: { 200: envelope(ZLikeResult) },
      },
      handler: async (request) => {
        const customer = requireCustomer(request);
        return { data: await setLike(app.deps, { postId: request.params.id, customerId: customer.customerId, like }) };
      },
    });
  }
};
