import * as contracts from '@shine/shared/contracts/games-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import { registerBackofficeAuth, requireAdmin } from '../backoffice/index.ts';
import { createContest, editContest, listContests } from './edit-contest.ts';
import { listPostsForModeration, moderatePost } from './moderate-posts.ts';

const backoffice = { tags: ['backoffice'], security: [{ staffCookie: [] }] };

/** The back office's games (issue 32): Style Master moderation (`styleMaster.moderate`) and the contest (`contest.edit`). */
export const gamesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBackofficeAuth(app);

  app.route({
    ...routeOf(contracts.listPostsForModeration, {
      ...backoffice,
      summary: 'Style Master posts newest first, of one state (pending, shown, hidden) or all, with the count of each state',
    }),
    handler: async (request) => {
      requireAdmin(request, 'styleMaster.moderate');
      return { data: await listPostsForModeration(app.deps, request.query) };
    },
  });

  app.route({
    ...routeOf(contracts.moderateStyleMasterPost, {
      ...backoffice,
      summary: "Shows or hides a post with a reason; a hidden post leaves the customer's lists and the contest leaderboard; audited",
      description: '404 POST_NOT_FOUND.',
    }),
    handler: async (request) => ({ data: await moderatePost(app.deps, requireAdmin(request, 'styleMaster.moderate'), request.params.id, request.body) }),
  });

  app.route({
    ...routeOf(contracts.listAdminContests, {
      ...backoffice,
      summary: 'Every Style Master contest, newest period first, with its texts in both languages, rules and prizes',
    }),
    handler: async (request) => {
      requireAdmin(request, 'contest.edit');
      return { data: await listContests(app.deps) };
    },
  });

  app.route({
    ...routeOf(contracts.editAdminContest, {
      ...backoffice,
      summary: "Changes a contest's period, texts, rules (HTML, cleaned by the server) and prizes; audited",
      description: '404 CONTEST_NOT_FOUND.',
    }),
    handler: async (request) => ({ data: await editContest(app.deps, requireAdmin(request, 'contest.edit'), request.params.id, request.body) }),
  });

  app.route({
    ...routeOf(contracts.createAdminContest, {
      ...backoffice,
      summary: 'Creates a contest: its period, texts, rules (HTML, cleaned by the server) and prizes, checked as a change is; audited',
      description: "Its address is style-master-<id>, its picture the latest contest's. The contest page shows the contest whose period runs now.",
    }),
    handler: async (request) => ({ data: await createContest(app.deps, requireAdmin(request, 'contest.edit'), request.body) }),
  });
};
