import * as contracts from '@shine/shared/contracts/collections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import { requireCustomer } from '../../plugins/auth.ts';
import { collectionDetail, listCollections, lookbookPage, referenceStyles } from './collection-pages.ts';
import { discoverFeed, discoverPost, setLike } from './discover.ts';
import { servicePage } from './service-pages.ts';

/** Catalogue pages, hairstyle collections, lookbooks and the discover feed with its likes (issue 12). */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.getServicePage, {
      tags: ['collections'],
      summary: '/service, /up-service, /shine-care: texts and the services on sale grouped as in the booking picker',
    }),
    handler: async (request) => ({ data: await servicePage(app.deps, { kind: request.params.kind, lang: request.query.lang }) }),
  });

  app.route({
    ...routeOf(contracts.listCollections, {
      tags: ['collections'],
      summary: 'Hairstyle collections (signature and themed; lookbooks with kind=lookbook), in display order',
    }),
    handler: async (request) => ({ data: await listCollections(app.deps, request.query) }),
  });

  app.route({
    ...routeOf(contracts.getCollectionDetail, {
      tags: ['collections'],
      summary: 'A collection and its hairstyles (pc and mobile pictures, the service to book); 404 when unknown',
    }),
    handler: async (request) => ({ data: await collectionDetail(app.deps, { slug: request.params.slug, lang: request.query.lang }) }),
  });

  app.route({
    ...routeOf(contracts.listLookbooks, { tags: ['collections'], summary: '/lookbook: every lookbook with its hairstyles' }),
    handler: async (request) => ({ data: await lookbookPage(app.deps, request.query) }),
  });

  app.route({
    ...routeOf(contracts.listReferenceStyles, {
      tags: ['collections'],
      summary: 'Hairstyles offered as reference photos in the booking extension step (each look once)',
    }),
    handler: async (request) => ({ data: await referenceStyles(app.deps, request.query) }),
  });

  app.route({
    ...routeOf(contracts.listDiscoverFeed, {
      tags: ['discover'],
      summary: 'Discover feed: hairstyle and grooming posts, newest first, 12 a page; liked for the logged-in customer',
    }),
    handler: async (request) => ({ data: await discoverFeed(app.deps, { ...request.query, customerId: request.customer?.customerId }) }),
  });

  app.route({
    ...routeOf(contracts.getDiscoverPost, {
      tags: ['discover'],
      summary: 'A discover post with its hairstyle, the service to book and related posts; 404 when unknown',
    }),
    handler: async (request) => ({
      data: await discoverPost(app.deps, { id: request.params.id, lang: request.query.lang, customerId: request.customer?.customerId }),
    }),
  });

  for (const [contract, like] of [
    [contracts.likeDiscoverPost, true],
    [contracts.unlikeDiscoverPost, false],
  ] as const) {
    app.route({
      ...routeOf(contract, {
        tags: ['discover'],
        summary: like ? 'Like a post (login required; liking twice counts once)' : 'Unlike a post (login required; unliking twice is harmless)',
      }),
      handler: async (request) => {
        const customer = requireCustomer(request);
        return { data: await setLike(app.deps, { postId: request.params.id, customerId: customer.customerId, like }) };
      },
    });
  }
};
