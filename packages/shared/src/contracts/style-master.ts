import { z } from 'zod';
import { ZId, ZLang } from '../schemas/common';
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
} from '../schemas/style-master';
import { endpoint } from './endpoint';

// Style Master posts and votes, top stylists of the month and the contest (spec §2, §7 "Other").
// Votes answer with a message.

export const listStylePosts = endpoint({ method: 'GET', path: '/api/v1/staff-vote/list', query: ZStylePostQuery, response: ZStylePostPage });

export const getStylePost = endpoint({
  method: 'GET',
  path: '/api/v1/staff-vote/detail/:id',
  params: z.object({ id: ZId }),
  query: z.object({ lang: ZLang }),
  response: ZStylePost,
});

export const voteStylePost = endpoint({ method: 'POST', path: '/api/v1/staff-vote/vote', body: ZVoteBody, response: ZVoteResult });

export const unvoteStylePost = endpoint({ method: 'POST', path: '/api/v1/staff-vote/unvote', body: ZVoteBody, response: ZVoteResult });

export const updateStyleVote = endpoint({ method: 'POST', path: '/api/v1/stylemaster/update-vote', body: ZUpdateVoteBody, response: ZVoteResult });

export const listTopLikedPosts = endpoint({
  method: 'GET',
  path: '/api/v1/stylemaster/top-like',
  query: z.object({ lang: ZLang }),
  response: z.array(ZStylePost.extend({ rank: z.number().int() })),
});

export const getTopRatedStylists = endpoint({ method: 'GET', path: '/api/v1/rating/top-rate', query: ZTopRateQuery, response: ZTopRatePage });

export const getTopRateHistory = endpoint({ method: 'GET', path: '/api/v1/rating/top-rate-history', query: ZTopRateHistoryQuery, response: ZTopRatePage });

export const getContest = endpoint({ method: 'GET', path: '/api/v1/contest', query: ZContestQuery, response: ZContest });

export const getContestLeaderboard = endpoint({ method: 'GET', path: '/api/v1/contest/leaderboard', query: ZContestQuery, response: ZLeaderboard });
