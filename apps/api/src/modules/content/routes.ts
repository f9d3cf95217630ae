import * as contracts from '@shine/shared/contracts/content';
import { ZHomeContent } from '@shine/shared/schemas/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedReference } from '../../lib/app-cache.ts';
import { type PreparedJson, prepareJson, sendPrepared } from '../../lib/prepared-json.ts';
import { zonedToday } from '@shine/shared';
import { routeOf } from '../../lib/route-of.ts';
import { contentPage } from './content-page.ts';
import { listPublicPages } from './content-pages-repository.ts';
import { findHomeContent, findNews } from './content-repository.ts';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.getHomeContent, {
      tags: ['content'],
      summary: 'getBanner + getDataHomeV2: home banners (pageId 1, placementId 1) and sections by layout',
    }),
    handler: async (request, reply) => {
      const { pageId, placementId } = request.query;
      // Checked, serialised and compressed once per page and placement while the content is cached (60 s):
      // the same answer for every visitor (issue 29).
      const answer = await cachedReference<PreparedJson>(app.deps.cache, `home-answer:${pageId}:${placementId}`, async () => {
        const content = await findHomeContent(app.deps.db, pageId, placementId);
        // Database rows to the spec's field names (order, bg_custom); the schema checks each layout's items.
        const data = ZHomeContent.parse({
          banners: content.banners.map(({ id: _id, pageId: _p, sort: _s, ...b }) => b),
          sections: content.sections.map(({ id: _id, sort, bgCustom, ...s }) => ({ ...s, order: sort, bg_custom: bgCustom })),
        });
        return prepareJson({ data });
      });
      return sendPrepared(request, reply, answer);
    },
  });

  app.route({
    ...routeOf(contracts.listNews, {
      tags: ['content'],
      summary: "News page 'Tin tức mới nhất về {product}': the 19 articles, newest first, each with its own page and its press outlet",
    }),
    handler: async () => ({
      data: (await findNews(app.deps.db)).map(({ id, img, title, logoBlog, link, source, sourceUrl }) => ({
        id,
        img,
        title,
        logoBlog,
        link,
        source,
        sourceUrl,
      })),
    }),
  });

  // 404 answers the error envelope, as every call's 4xx (plugins/openapi.ts declares it on each route).
  app.route({
    ...routeOf(contracts.getContentPage, {
      tags: ['content'],
      summary: 'One published page of the content store by its site path: sanitised HTML body, related pages, breadcrumbs',
    }),
    handler: async (request) => {
      const today = zonedToday(app.deps.clock.now());
      const { path, lang } = request.query;
      return { data: await cachedReference(app.deps.cache, `content:page:${today}:${lang}:${path}`, () => contentPage(app.deps.db, path, today, lang)) };
    },
  });

  app.route({
    ...routeOf(contracts.listContentPages, {
      tags: ['content'],
      summary: 'Published pages of some kinds (and a topic), for the list pages: summaries, newest first within a topic',
    }),
    handler: async (request) => {
      const today = zonedToday(app.deps.clock.now());
      const { kind, topic } = request.query;
      const key = `content:list:${today}:${[...kind].sort().join(',')}:${topic ?? ''}`;
      return { data: await cachedReference(app.deps.cache, key, () => listPublicPages(app.deps.db, kind, today, topic)) };
    },
  });
};
