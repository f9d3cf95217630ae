import { ZInt4 } from '@shine/shared/schemas/common';
import { ZHomeContent } from '@shine/shared/schemas/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedReference } from '../../lib/app-cache.ts';
import { findHomeContent, findNews } from './content-repository.ts';

const ZNewsArticle = z.object({ id: z.number(), img: z.string(), title: z.string(), logoBlog: z.string().nullable(), link: z.string() });

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/content/home',
    {
      schema: {
        tags: ['content'],
        summary: 'getBanner + getDataHomeV2: home banners (pageId 1, placementId 1) and sections by layout',
        querystring: z.object({ pageId: ZInt4.default(1), placementId: ZInt4.default(1) }),
        response: { 200: z.object({ data: ZHomeContent }) },
      },
    },
    async (request) => {
      const { pageId, placementId } = request.query;
      const data = await cachedReference(app.deps.cache, `home:${pageId}:${placementId}`, async () => {
        const content = await findHomeContent(app.deps.db, pageId, placementId);
        // Database rows to the spec's field names (order, bg_custom); the schema checks each layout's items.
        return ZHomeContent.parse({
          banners: content.banners.map(({ id: _id, pageId: _p, sort: _s, ...b }) => b),
          sections: content.sections.map(({ id: _id, sort, bgCustom, ...s }) => ({ ...s, order: sort, bg_custom: bgCustom })),
        });
      });
      return { data };
    },
  );

  app.get(
    '/api/v1/content/news',
    {
      schema: {
        tags: ['content'],
        summary: "News page 'Tin tức mới nhất về {product}': the 19 articles, newest first",
        response: { 200: z.object({ data: z.array(ZNewsArticle) }) },
      },
    },
    async () => ({ data: (await findNews(app.deps.db)).map(({ id, img, title, logoBlog, link }) => ({ id, img, title, logoBlog, link })) }),
  );
};
