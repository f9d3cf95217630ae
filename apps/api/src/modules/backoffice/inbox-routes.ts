import {
  ZAdminApplication,
  ZAdminApplications,
  ZAdminConnectRequest,
  ZAdminConnectRequests,
  ZAdminRating,
  ZAdminRatings,
  ZApplicationBody,
  ZConnectRequestBody,
  ZParamsId,
  ZRatingAnswerBody,
  ZSalonQuery,
} from '@shine/shared/schemas/backoffice';
import { ZLang, envelope } from '@shine/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from './backoffice-guard.ts';
import { answerRating, listApplications, listConnectRequests, listRatings, openCv, updateApplication, updateConnectRequest } from './manage-inboxes.ts';

const tags = ['backoffice'];
const security = [{ staffCookie: [] }];
const querystring = z.object({ lang: ZLang });

/** The inboxes: franchise and partner requests, job applications and their CVs, ratings with comments. */
export const inboxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/admin/connect-requests',
    { schema: { tags, security, summary: 'Franchise and partner requests, newest first', querystring, response: { 200: envelope(ZAdminConnectRequests) } } },
    async (request) => {
      requireAdmin(request, 'inbox.franchise');
      return { data: await listConnectRequests(app.deps) };
    },
  );

  app.put(
    '/api/v1/admin/connect-requests/:id',
    {
      schema: {
        tags,
        security,
        summary: "A request's status, notes and assignee, audited",
        params: ZParamsId,
        querystring,
        body: ZConnectRequestBody,
        response: { 200: envelope(ZAdminConnectRequest) },
      },
    },
    async (request) => ({ data: await updateConnectRequest(app.deps, requireAdmin(request, 'inbox.franchise'), request.params.id, request.body) }),
  );

  app.get(
    '/api/v1/admin/applications',
    {
      schema: { tags, security, summary: 'Job applications, newest first (the CV itself: /cv)', querystring, response: { 200: envelope(ZAdminApplications) } },
    },
    async (request) => {
      requireAdmin(request, 'jobs.manage');
      return { data: await listApplications(app.deps) };
    },
  );

  app.put(
    '/api/v1/admin/applications/:id',
    {
      schema: {
        tags,
        security,
        summary: "An application's status, audited",
        params: ZParamsId,
        querystring,
        body: ZApplicationBody,
        response: { 200: envelope(ZAdminApplication) },
      },
    },
    async (request) => ({ data: await updateApplication(app.deps, requireAdmin(request, 'jobs.manage'), request.params.id, request.body.status) }),
  );

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

  app.get(
    '/api/v1/admin/ratings',
    {
      schema: {
        tags,
        security,
        summary: 'The latest 50 ratings with a comment in his salons (or one salon), newest first',
        querystring: ZSalonQuery,
        response: { 200: envelope(ZAdminRatings) },
      },
    },
    async (request) => ({
      data: await listRatings(app.deps, requireAdmin(request, 'rating.answer'), request.query.salonId),
    }),
  );

  app.put(
    '/api/v1/admin/ratings/:id/answer',
    {
      schema: {
        tags,
        security,
        summary: "A manager's answer to a comment, in his salons, audited",
        params: ZParamsId,
        querystring,
        body: ZRatingAnswerBody,
        response: { 200: envelope(ZAdminRating) },
      },
    },
    async (request) => ({ data: await answerRating(app.deps, requireAdmin(request, 'rating.answer'), request.params.id, request.body.answer) }),
  );
};
