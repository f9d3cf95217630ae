import { translate } from '@shine/shared';
import { ZId, ZLang, envelope } from '@shine/shared/schemas/common';
import {
  ZContest,
  ZContestQuery,
  ZLeaderboard,
  ZStylePost,
  ZStylePostPage,
  ZStylePostQuery,
  ZTopRateHistoryQuery,
  ZTopRatePage,
  ZTopRateQuery,
  ZUpdateVoteBody,
  ZVoteBody,
  ZVoteResult,
} from '@shine/shared/schemas/style-master';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLang } from '../../lib/lang.ts';
import { requireCustomer } from '../../plugins/auth.ts';
import { contestInfo, contestLeaderboard } from './contest.ts';
import { topRatedStylists } from './top-rate.ts';
import { voteLimits } from './vote-limits.ts';
import { castVote, listPosts, postDetail, topLikedPosts, visitorVotesAnswer } from './votes.ts';
import { sendPrepared } from '../../lib/prepared-json.ts';

const ZTopLike = z.array(ZStylePost.extend({ rank: z.number().int() }));

/** Style Master posts and votes, top stylists of the month and the contest (spec §2, §7 "Other"). */
export const styleMasterRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = voteLimits(app);
  const vote = (postId: number, wanted: boolean, request: Parameters<typeof requireCustomer>[0]) =>
    castVote(app.deps, requireCustomer(request), { postId, vote: wanted });
  const voteMessage = (request: Parameters<typeof requestLang>[0], voted: boolean) =>
    translate(requestLang(request), voted ? 'styleMaster.voted' : 'styleMaster.unvoted');

  app.get(
    '/api/v1/staff-vote/list',
    {
      schema: {
        tags: ['style-master'],
        summary: "staff-vote list: stylists' work posts ranked by likes (newer first among equals); `voted` for the logged-in customer",
        querystring: ZStylePostQuery,
        response: { 200: envelope(ZStylePostPage) },
      },
    },
    async (request, reply) => {
      if (request.customer) return { data: await listPosts(app.deps, request.customer, request.query) };
      const q = request.query;
      return sendPrepared(
        request,
        reply,
        await visitorVotesAnswer(app.deps, `list:${q.pageIndex}:${q.pageSize}`, envelope(ZStylePostPage), async () => ({
          data: await listPosts(app.deps, undefined, q),
        })),
      );
    },
  );

  app.get(
    '/api/v1/staff-vote/detail/:id',
    {
      schema: {
        tags: ['style-master'],
        summary: 'staff-vote detail: one post with its likes',
        params: z.object({ id: ZId }),
        querystring: z.object({ lang: ZLang }),
        response: { 200: envelope(ZStylePost) },
      },
    },
    async (request) => ({ data: await postDetail(app.deps, request.customer, request.params.id) }),
  );

  app.post(
    '/api/v1/staff-vote/vote',
    {
      schema: {
        tags: ['style-master'],
        summary: 'Vote for a post (login required; one vote per customer per post, a second vote changes nothing); rate-limited per customer and per IP',
        security: [{ bearer: [] }],
        body: ZVoteBody,
        response: { 200: envelope(ZVoteResult) },
      },
      config: limits.perIp,
      preHandler: limits.perCustomer,
    },
    async (request) => ({ data: await vote(request.body.postId, true, request), message: voteMessage(request, true) }),
  );

  app.post(
    '/api/v1/staff-vote/unvote',
    {
      schema: {
        tags: ['style-master'],
        summary: "Take back one's vote for a post (login required; no vote: nothing changes)",
        security: [{ bearer: [] }],
        body: ZVoteBody,
        response: { 200: envelope(ZVoteResult) },
      },
      config: limits.perIp,
      preHandler: limits.perCustomer,
    },
    async (request) => ({ data: await vote(request.body.postId, false, request), message: voteMessage(request, false) }),
  );

  app.post(
    '/api/v1/stylemaster/update-vote',
    {
      schema: {
        tags: ['style-master'],
        summary: "Set one's vote on a post to `vote` (true: voted, false: not), idempotent; login required, rate-limited",
        security: [{ bearer: [] }],
        body: ZUpdateVoteBody,
        response: { 200: envelope(ZVoteResult) },
      },
      config: limits.perIp,
      preHandler: limits.perCustomer,
    },
    async (request) => ({ data: await vote(request.body.postId, request.body.vote, request), message: voteMessage(request, request.body.vote) }),
  );

  app.get(
    '/api/v1/stylemaster/top-like',
    {
      schema: {
        tags: ['style-master'],
        summary: 'The 4 most liked posts',
        querystring: z.object({ lang: ZLang }),
        response: { 200: envelope(ZTopLike) },
      },
    },
    async (request, reply) => {
      if (request.customer) return { data: await topLikedPosts(app.deps, request.customer) };
      return sendPrepared(
        request,
        reply,
        await visitorVotesAnswer(app.deps, 'top-like', envelope(ZTopLike), async () => ({ data: await topLikedPosts(app.deps, undefined) })),
      );
    },
  );

  app.get(
    '/api/v1/rating/top-rate',
    {
      schema: {
        tags: ['style-master'],
        summary: "Top stylists of this month (salon zone) from customers' ratings of completed visits: average stars, then ratings; top 30, page size 12",
        querystring: ZTopRateQuery,
        response: { 200: envelope(ZTopRatePage) },
      },
    },
    async (request) => ({ data: await topRatedStylists(app.deps, request.query) }),
  );

  app.get(
    '/api/v1/rating/top-rate-history',
    {
      schema: {
        tags: ['style-master'],
        summary: 'Top stylists of a past month (`month` YYYY-MM, default this month) and the months with ratings of the last 12',
        querystring: ZTopRateHistoryQuery,
        response: { 200: envelope(ZTopRatePage) },
      },
    },
    async (request) => ({ data: await topRatedStylists(app.deps, request.query) }),
  );

  app.get(
    '/api/v1/contest',
    {
      schema: {
        tags: ['style-master'],
        summary: 'The Style Master contest running now (else the next, else the last): rules, prizes, dates, entries and votes',
        querystring: ZContestQuery,
        response: { 200: envelope(ZContest) },
      },
    },
    async (request) => ({ data: await contestInfo(app.deps, request.query.lang) }),
  );

  app.get(
    '/api/v1/contest/leaderboard',
    {
      schema: {
        tags: ['style-master'],
        summary: 'Live leaderboard of the contest: its posts ranked by the votes cast before it ends (top 20)',
        querystring: ZContestQuery,
        response: { 200: envelope(ZLeaderboard) },
      },
    },
    async (request, reply) => {
      if (request.customer) return { data: await contestLeaderboard(app.deps, request.customer, request.query.lang) };
      const lang = request.query.lang;
      return sendPrepared(
        request,
        reply,
        await visitorVotesAnswer(app.deps, `leaderboard:${lang}`, envelope(ZLeaderboard), async () => ({
          data: await contestLeaderboard(app.deps, undefined, lang),
        })),
      );
    },
  );
};
