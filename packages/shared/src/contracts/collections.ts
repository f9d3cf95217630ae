import { z } from 'zod';
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
} from '../schemas/collections';
import { ZLang } from '../schemas/common';
import { endpoint } from './endpoint';

// Catalogue pages, hairstyle collections, lookbooks and the discover feed with its likes (issue 12).

export const getServicePage = endpoint({
  method: 'GET',
  path: '/api/v1/service-pages/:kind',
  params: z.object({ kind: ZServicePageKind }),
  query: ZServicePageQuery,
  response: ZServicePage,
});

export const listCollections = endpoint({ method: 'GET', path: '/api/v1/collections', query: ZCollectionListQuery, response: z.array(ZCollectionCard) });

export const getCollectionDetail = endpoint({
  method: 'GET',
  path: '/api/v1/collections/:slug',
  params: ZCollectionParams,
  query: z.object({ lang: ZLang }),
  response: ZCollectionDetail,
});

export const listLookbooks = endpoint({ method: 'GET', path: '/api/v1/lookbooks', query: z.object({ lang: ZLang }), response: z.array(ZCollectionDetail) });

export const listReferenceStyles = endpoint({
  method: 'GET',
  path: '/api/v1/hairstyles/reference',
  query: z.object({ lang: ZLang }),
  response: z.array(ZReferenceStyle),
});

export const listDiscoverFeed = endpoint({ method: 'GET', path: '/api/v1/discovers', query: ZDiscoverFeedQuery, response: ZDiscoverFeed });

export const getDiscoverPost = endpoint({
  method: 'GET',
  path: '/api/v1/discovers/:id',
  params: ZDiscoverParams,
  query: z.object({ lang: ZLang }),
  response: ZDiscoverPost,
});

export const likeDiscoverPost = endpoint({ method: 'POST', path: '/api/v1/discovers/:id/like', params: ZDiscoverParams, response: ZLikeResult });

export const unlikeDiscoverPost = endpoint({ method: 'DELETE', path: '/api/v1/discovers/:id/like', params: ZDiscoverParams, response: ZLikeResult });
