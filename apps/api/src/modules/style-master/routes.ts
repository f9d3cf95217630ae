import { translate } from '@shine/shared';
import * as contracts from '@shine/shared/contracts/style-master';
import { envelope } from '@shine/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLang } from '../../lib/lang.ts';
import { routeOf } from '../../lib/route-of.ts';
import { requireCustomer } from '../../plugins/auth.ts';
import { contestInfo, contestLeaderboard } from './contest.ts';
import { topRatedStylists } from './top-rate.ts';
import { voteLimits } from './vote-limits.ts';
import { castVote, listPosts, postDetail, topLikedPosts, visitorVotesAnswer } from './votes.ts';
import { sendPrepared } from '../../lib/prepared-json.ts';

/** Style Master posts and votes, top stylists of the month and the contest (spec §2, §7 "Other"). */
export const styleMasterRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = voteLimits(app);
  const vote = (postId: number, wanted: boolean, request: Parameters<typeof requireCustomer>[0]) =>
    castVote(app.deps, requireCustomer(request), { postId, vote: wanted });
  const voteMessage = (request: Parameters<typeof requestLang>[0], voted: boolean) =>
    translate(requestLang(request), voted ? 'styleMaster.voted' : 'styleMaster.unvoted');

  app.route({
    ...routeOf(contracts.listStylePosts, {
      tags: ['style-master'],
      summary: "staff-vote list: stylists' work posts ranked by likes (newer first among equals); `voted` for the logged-in customer",
    }),
    handler: async (request, reply) => {
      if (request.customer) return { data: await listPosts(app.deps, request.customer, request.query) };
      const q = request.query;
      return sendPrepared(
        request,
        reply,
        await visitorVotesAnswer(app.deps, `list:${q.pageIndex}:${q.pageSize}`, envelope(contracts.listStylePosts.response), async () => ({
          data: await listPosts(app.deps, undefined, q),
        })),
      );
    },
  });

  app.route({
    ...routeOf(contracts.getStylePost, {
      tags: ['style-master'],
      summary: 'staff-vote detail: one post with its likes',
    }),
    handler: async (request) => ({ data: await postDetail(app.deps, request.customer, request.params.id) }),
  });

  app.route({
    ...routeOf(contracts.voteStylePost, {
      tags: ['style-master'],
      summary: 'Vote for a post (login required; one vote per customer per post, a second vote changes nothing); rate-limited per customer and per IP',
      security: [{ bearer: [] }],
    }),
    config: limits.perIp,
    preHandler: limits.perCustomer,
    handler: async (request) => ({ data: await vote(request.body.postId, true, request), message: voteMessage(request, true) }),
  });

  app.route({
    ...routeOf(contracts.unvoteStylePost, {
      tags: ['style-master'],
      summary: "Take back one's vote for a post (login required; no vote: nothing changes)",
      security: [{ bearer: [] }],
    }),
    config: limits.perIp,
    preHandler: limits.perCustomer,
    handler: async (request) => ({ data: await vote(request.body.postId, false, request), message: voteMessage(request, false) }),
  });

  app.route({
    ...routeOf(contracts.updateStyleVote, {
      tags: ['style-master'],
      summary: "Set one's vote on a post to `vote` (true: voted, false: not), idempotent; login required, rate-limited",
      security: [{ bearer: [] }],
    }),
    config: limits.perIp,
    preHandler: limits.perCustomer,
    handler: async (request) => ({ data: await vote(request.body.postId, request.body.vote, request), message: voteMessage(request, request.body.vote) }),
  });

  app.route({
    ...routeOf(contracts.listTopLikedPosts, {
      tags: ['style-master'],
      summary: 'The 4 most liked posts',
    }),
    handler: async (request, reply) => {
      if (request.customer) return { data: await topLikedPosts(app.deps, request.customer) };
      return sendPrepared(
        request,
        reply,
        await visitorVotesAnswer(app.deps, 'top-like', envelope(contracts.listTopLikedPosts.response), async () => ({
          data: await topLikedPosts(app.deps, undefined),
        })),
      );
    },
  });

  app.route({
    ...routeOf(contracts.getTopRatedStylists, {
      tags: ['style-master'],
      summary: "Top stylists of this month (salon zone) from customers' ratings of completed visits: average stars, then ratings; top 30, page size 12",
    }),
    handler: async (request, reply) => sendPrepared(request, reply, await topRatedStylists(app.deps, request.query)),
  });

  app.route({
    ...routeOf(contracts.getTopRateHistory, {
      tags: ['style-master'],
      summary: 'Top stylists of a past month (`month` YYYY-MM, default this month) and the months with ratings of the last 12',
    }),
    handler: async (request, reply) => sendPrepared(request, reply, await topRatedStylists(app.deps, request.query)),
  });

  app.route({
    ...routeOf(contracts.getContest, {
      tags: ['style-master'],
      summary: 'The Style Master contest running now (else the next, else the last): rules, prizes, dates, entries and votes',
    }),
    handler: async (request) => ({ data: await contestInfo(app.deps, request.query.lang) }),
  });

  app.route({
    ...routeOf(contracts.getContestLeaderboard, {
      tags: ['style-master'],
      summary: 'Live leaderboard of the contest: its posts ranked by the votes cast before it ends (top 20)',
    }),
    handler: async (request, reply) => {
      if (request.customer) return { data: await contestLeaderboard(app.deps, request.customer, request.query.lang) };
      const lang = request.query.lang;
      return sendPrepared(
        request,
        reply,
        await visitorVotesAnswer(app.deps, `leaderboard:${lang}`, envelope(contracts.getContestLeaderboard.response), async () => ({
          data: await contestLeaderboard(app.deps, undefined, lang),
        })),
      );
    },
  });
};
