import * as contracts from '@shine/shared/contracts/backoffice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import { requireAdmin } from './backoffice-guard.ts';
import { getAdminHome, updateBanner, updateHomeSection } from './manage-home.ts';
import { getAdminPage, listAdminPages, previewPage, publishPage, savePageDraft } from './manage-pages.ts';

const tags = ['backoffice'];
const security = [{ staffCookie: [] }];

/** The home page's layout and banners, and the content pages: editors and marketing edit, editors publish. */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.getAdminHome, { tags, security, summary: "The home page's banners and sections, in order" }),
    handler: async (request) => {
      requireAdmin(request, 'content.edit');
      return { data: await getAdminHome(app.deps) };
    },
  });

  app.route({
    ...routeOf(contracts.updateHomeBanner, {
      tags,
      security,
      summary: 'One home banner (desktop and mobile images, link, order): live at the next load, audited',
    }),
    handler: async (request) => ({ data: await updateBanner(app.deps, requireAdmin(request, 'content.edit'), request.params.id, request.body) }),
  });

  app.route({
    ...routeOf(contracts.updateHomeSection, { tags, security, summary: 'One home section (title, banner, place in the page): live at the next load, audited' }),
    handler: async (request) => ({ data: await updateHomeSection(app.deps, requireAdmin(request, 'content.edit'), request.params.id, request.body) }),
  });

  app.route({
    ...routeOf(contracts.listAdminPages, { tags, security, summary: 'Every content page: path, kind, status, whether a draft waits' }),
    handler: async (request) => {
      requireAdmin(request, 'content.edit');
      return { data: await listAdminPages(app.deps) };
    },
  });

  app.route({
    ...routeOf(contracts.getAdminPage, { tags, security, summary: 'One content page, live and draft' }),
    handler: async (request) => {
      requireAdmin(request, 'content.edit');
      return { data: await getAdminPage(app.deps, request.params.id) };
    },
  });

  app.route({
    ...routeOf(contracts.savePageDraft, { tags, security, summary: 'Saves a draft (Markdown/HTML body): the site keeps the published page' }),
    handler: async (request) => ({ data: await savePageDraft(app.deps, requireAdmin(request, 'content.edit'), request.params.id, request.body) }),
  });

  app.route({
    ...routeOf(contracts.previewPageDraft, { tags, security, summary: "The draft as the customer will see it: HTML cleaned by the server's sanitiser" }),
    handler: async (request) => {
      requireAdmin(request, 'content.edit');
      return { data: await previewPage(app.deps, request.params.id) };
    },
  });

  app.route({
    ...routeOf(contracts.publishContentPage, { tags, security, summary: 'Publishes the draft: at once on the customer site, audited' }),
    handler: async (request) => ({ data: await publishPage(app.deps, requireAdmin(request, 'content.publish'), request.params.id) }),
  });
};
