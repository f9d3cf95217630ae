import { z } from 'zod';
import { ZLang } from '../schemas/common';
import { ZAdminContest, ZAdminPost, ZAdminPostPage, ZAdminPostQuery, ZContestBody, ZGamesParams, ZModeratePostBody } from '../schemas/games-admin';
import { endpoint } from './endpoint';

// The back office's games (issue 32): Style Master moderation (`styleMaster.moderate`) and the contest (`contest.edit`).

export const listPostsForModeration = endpoint({ method: 'GET', path: '/api/v1/admin/style-master/posts', query: ZAdminPostQuery, response: ZAdminPostPage });

export const moderateStyleMasterPost = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/style-master/posts/:id/status',
  params: ZGamesParams,
  body: ZModeratePostBody,
  response: ZAdminPost,
});

export const listAdminContests = endpoint({
  method: 'GET',
  path: '/api/v1/admin/contests',
  query: z.object({ lang: ZLang }),
  response: z.array(ZAdminContest),
});

export const editAdminContest = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/contests/:id',
  params: ZGamesParams,
  body: ZContestBody,
  response: ZAdminContest,
});

export const createAdminContest = endpoint({ method: 'POST', path: '/api/v1/admin/contests', body: ZContestBody, response: ZAdminContest });
