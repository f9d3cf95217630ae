import * as contracts from '@shine/shared/contracts/backoffice';
import { ZParamsId } from '@shine/shared/schemas/backoffice';
import { ZLang } from '@shine/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOf } from '../../lib/route-of.ts';
import { requireAdmin } from './backoffice-guard.ts';
import { answerRating, listApplications, listConnectRequests, listRatings, openCv, updateApplication, updateConnectRequest } from './manage-inboxes.ts';

const tags = ['backoffice'];
const security = [{ staffCookie: [] }];
const querystring = z.object({ lang: ZLang });

/** The inboxes: franchise and partner requests, job applications and their CVs, ratings with comments. */
export const inboxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.listAdminConnectRequests, { tags, security, summary: 'Franchise and partner requests, newest first' }),
    handler: async (request) => {
      requireAdmin(request, 'inbox.franchise');
      return { data: await listConnectRequests(app.deps) };
    },
  });

  app.route({
    ...routeOf(contracts.updateAdminConnectRequest, { tags, security, summary: "A request's status, notes and assignee, audited" }),
    handler: async (request) => ({ data: await updateConnectRequest(app.deps, requireAdmin(request, 'inbox.franchise'), request.params.id, request.body) }),
  });

  app.route({
    ...routeOf(contracts.listJobApplications, { tags, security, summary: 'Job applications, newest first (the CV itself: /cv)' }),
    handler: async (request) => {
      requireAdmin(request, 'jobs.manage');
      return { data: await listApplications(app.deps) };
    },
  });

  app.route({
    ...routeOf(contracts.updateJobApplication, { tags, security, summary: "An application's status, audited" }),
    handler: async (request) => ({ data: await updateApplication(app.deps, requireAdmin(request, 'jobs.manage'), request.params.id, request.body.status) }),
  });

  // A file, not the JSON envelope: no contract.
  app.get(
    '/api/v1/admin/applications/:id/cv',
    {
      schema: {
        tags,
        security,
        summary: "The application's CV (PDF or DOCX): recruiters only, every download audited",
        params: ZParamsId,
        querystring,
        response: { 200: z.any().describe('the file') },
      },
    },
    async (request, reply) => {
      const cv = await openCv(app.deps, requireAdmin(request, 'cv.read'), request.params.id);
      return reply
        .type(cv.type)
        .header('content-length', cv.size)
        .header('content-disposition', `attachment; filename="${cv.filename}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(cv.stream);
    },
  );

  app.route({
    ...routeOf(contracts.listAdminRatings, { tags, security, summary: 'The latest 50 ratings with a comment in his salons (or one salon), newest first' }),
    handler: async (request) => ({
      data: await listRatings(app.deps, requireAdmin(request, 'rating.answer'), request.query.salonId),
    }),
  });

  app.route({
    ...routeOf(contracts.answerAdminRating, { tags, security, summary: "A manager's answer to a comment, in his salons, audited" }),
    handler: async (request) => ({ data: await answerRating(app.deps, requireAdmin(request, 'rating.answer'), request.params.id, request.body.answer) }),
  });
};
