import { envelope, ZLang } from '@shine/shared/schemas/common';
import { ZAdminContest, ZAdminPost, ZAdminPostPage, ZAdminPostQuery, ZContestBody, ZGamesParams, ZModeratePostBody } from '@shine/shared/schemas/games-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerBackofficeAuth, requireAdmin } from '../backoffice/index.ts';
import { editContest, listContests } from './edit-contest.ts';
import { listPostsForModeration, moderatePost } from './moderate-posts.ts';

const tags = ['backoffice'];
const security = [{ staffCookie: [] }];

/** The back office's games (issue 32): Style Master moderation (`styleMaster.moderate`) and the contest (`contest.edit`). */
export const gamesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBackofficeAuth(app);

  app.get(
    '/api/v1/admin/style-master/posts',
    {
      schema: {
        tags,
        summary: 'Style Master posts newest first, of one state (pending, shown, hidden) or all, with the count of each state',
        security,
        querystring: ZAdminPostQuery,
        response: { 200: envelope(ZAdminPostPage) },
      },
    },
    async (request) => {
      requireAdmin(request, 'styleMaster.moderate');
      return { data: await listPostsForModeration(app.deps, request.query) };
    },
  );

  app.put(
    '/api/v1/admin/style-master/posts/:id/status',
    {
      schema: {
        tags,
        summary: "Shows or hides a post with a reason; a hidden post leaves the customer's lists and the contest leaderboard; audited",
        description: '404 POST_NOT_FOUND.',
        security,
        params: ZGamesParams,
        body: ZModeratePostBody,
        response: { 200: envelope(ZAdminPost) },
      },
    },
    async (request) => ({ data: await moderatePost(app.deps, requireAdmin(request, 'styleMaster.moderate'), request.params.id, request.body) }),
  );

  app.get(
    '/api/v1/admin/contests',
    {
      schema: {
        tags,
        summary: 'Every Style Master contest, newest period first, with its texts in both languages, rules and prizes',
        security,
        querystring: z.object({ lang: ZLang }),
        response: { 200: envelope(z.array(ZAdminContest)) },
      },
    },
    async (request) => {
      requireAdmin(request, 'contest.edit');
      return { data: await listContests(app.deps) };
    },
  );

  app.put(
    '/api/v1/admin/contests/:id',
    {
      schema: {
        tags,
        summary: "Changes a contest's period, texts, rules (HTML, cleaned by the server) and prizes; audited",
        description: '404 CONTEST_NOT_FOUND.',
        security,
        params: ZGamesParams,
        body: ZContestBody,
        response: { 200: envelope(ZAdminContest) },
      },
    },
    async (request) => ({ data: await editContest(app.deps, requireAdmin(request, 'contest.edit'), request.params.id, request.body) }),
  );
};
