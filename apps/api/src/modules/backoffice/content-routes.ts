import {
  ZAdminBanner,
  ZAdminBannerBody,
  ZAdminHome,
  ZAdminHomeSection,
  ZAdminHomeSectionBody,
  ZAdminPage,
  ZAdminPageDraftBody,
  ZAdminPagePreview,
  ZAdminPages,
  ZParamsId,
} from '@shine/shared/schemas/backoffice';
import { ZLang, envelope } from '@shine/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from './backoffice-guard.ts';
import { getAdminHome, updateBanner, updateHomeSection } from './manage-home.ts';
import { getAdminPage, listAdminPages, previewPage, publishPage, savePageDraft } from './manage-pages.ts';

const tags = ['backoffice'];
const security = [{ staffCookie: [] }];
const querystring = z.object({ lang: ZLang });

/** The home page's layout and banners, and the content pages: editors and marketing edit, editors publish. */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/admin/content/home',
    { schema: { tags, security, summary: "The home page's banners and sections, in order", querystring, response: { 200: envelope(ZAdminHome) } } },
    async (request) => {
      requireAdmin(request, 'content.edit');
      return { data: await getAdminHome(app.deps) };
    },
  );

  app.put(
    '/api/v1/admin/content/banners/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One home banner (desktop and mobile images, link, order): live at the next load, audited',
        params: ZParamsId,
        querystring,
        body: ZAdminBannerBody,
        response: { 200: envelope(ZAdminBanner) },
      },
    },
    async (request) => ({ data: await updateBanner(app.deps, requireAdmin(request, 'content.edit'), request.params.id, request.body) }),
  );

  app.put(
    '/api/v1/admin/content/sections/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One home section (title, banner, place in the page): live at the next load, audited',
        params: ZParamsId,
        querystring,
        body: ZAdminHomeSectionBody,
        response: { 200: envelope(ZAdminHomeSection) },
      },
    },
    async (request) => ({ data: await updateHomeSection(app.deps, requireAdmin(request, 'content.edit'), request.params.id, request.body) }),
  );

  app.get(
    '/api/v1/admin/content/pages',
    {
      schema: {
        tags,
        security,
        summary: 'Every content page: path, kind, status, whether a draft waits',
        querystring,
        response: { 200: envelope(ZAdminPages) },
      },
    },
    async (request) => {
      requireAdmin(request, 'content.edit');
      return { data: await listAdminPages(app.deps) };
    },
  );

  app.get(
    '/api/v1/admin/content/pages/:id',
    { schema: { tags, security, summary: 'One content page, live and draft', params: ZParamsId, querystring, response: { 200: envelope(ZAdminPage) } } },
    async (request) => {
      requireAdmin(request, 'content.edit');
      return { data: await getAdminPage(app.deps, request.params.id) };
    },
  );

  app.put(
    '/api/v1/admin/content/pages/:id/draft',
    {
      schema: {
        tags,
        security,
        summary: 'Saves a draft (Markdown/HTML body): the site keeps the published page',
        params: ZParamsId,
        querystring,
        body: ZAdminPageDraftBody,
        response: { 200: envelope(ZAdminPage) },
      },
    },
    async (request) => ({ data: await savePageDraft(app.deps, requireAdmin(request, 'content.edit'), request.params.id, request.body) }),
  );

  app.get(
    '/api/v1/admin/content/pages/:id/preview',
    {
      schema: {
        tags,
        security,
        summary: "The draft as the customer will see it: HTML cleaned by the server's sanitiser",
        params: ZParamsId,
        querystring,
        response: { 200: envelope(ZAdminPagePreview) },
      },
    },
    async (request) => {
      requireAdmin(request, 'content.edit');
      return { data: await previewPage(app.deps, request.params.id) };
    },
  );

  app.post(
    '/api/v1/admin/content/pages/:id/publish',
    {
      schema: {
        tags,
        security,
        summary: 'Publishes the draft: at once on the customer site, audited',
        params: ZParamsId,
        querystring,
        response: { 200: envelope(ZAdminPage) },
      },
    },
    async (request) => ({ data: await publishPage(app.deps, requireAdmin(request, 'content.publish'), request.params.id) }),
  );
};
