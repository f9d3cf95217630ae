import { z } from 'zod';
import { ZInt4 } from '../schemas/common';
import { ZHomeContent } from '../schemas/content';
import { ZContentListQuery, ZContentPage, ZContentPageQuery, ZContentSummary, ZNewsArticle } from '../schemas/content-pages';
import { endpoint } from './endpoint';

// The public content: home banners and sections, news, pages of the content store.

export const getHomeContent = endpoint({
  method: 'GET',
  path: '/api/v1/content/home',
  query: z.object({ pageId: ZInt4.default(1), placementId: ZInt4.default(1) }),
  response: ZHomeContent,
});

export const listNews = endpoint({ method: 'GET', path: '/api/v1/content/news', response: z.array(ZNewsArticle) });

export const getContentPage = endpoint({ method: 'GET', path: '/api/v1/content/page', query: ZContentPageQuery, response: ZContentPage });

export const listContentPages = endpoint({ method: 'GET', path: '/api/v1/content/pages', query: ZContentListQuery, response: z.array(ZContentSummary) });
