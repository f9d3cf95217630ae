import { z } from 'zod';
import { TOP_RATING_COUNT, TOP_STYLIST_PAGE_INDEX, TOP_STYLIST_PAGE_SIZE } from '../rules/constants';
import { ZId, ZInt4, ZLang } from './common';

// Style Master posts and votes, top stylists of the month, the contest (spec §2, §7 "Other", §9).

const pageIndex = ZInt4.min(1).max(1000).default(TOP_STYLIST_PAGE_INDEX);

export const ZStylePostQuery = z.object({
  pageIndex,
  pageSize: ZInt4.min(1).max(100).default(TOP_STYLIST_PAGE_SIZE),
  lang: ZLang,
});

export const ZPostStylist = z.object({
  staffId: z.number().int(),
  staffName: z.string(),
  avatar: z.string().nullable(),
  isMaster: z.boolean(),
  salonId: z.number().int(),
  salonName: z.string(),
});
export type TPostStylist = z.infer<typeof ZPostStylist>;

/** One work post; `likes` is the number of vote rows, `voted` whether the caller's row is one of them. */
export const ZStylePost = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  /** ISO instant the post was published. */
  createdAt: z.string(),
  likes: z.number().int(),
  voted: z.boolean(),
  stylist: ZPostStylist,
});
export type TStylePost = z.infer<typeof ZStylePost>;

/** Posts ranked by likes (ties: newer first); `rank` is 1-based over the whole list. */
export const ZStylePostPage = z.object({
  items: z.array(ZStylePost.extend({ rank: z.number().int() })),
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});
export type TStylePostPage = z.infer<typeof ZStylePostPage>;

export const ZVoteBody = z.object({ postId: ZId });
export const ZUpdateVoteBody = z.object({ postId: ZId, vote: z.boolean() });

/** The post's vote count right after the change, read in the same transaction. */
export const ZVoteResult = z.object({ postId: z.number().int(), likes: z.number().int(), voted: z.boolean() });
export type TVoteResult = z.infer<typeof ZVoteResult>;

/** "YYYY-MM", a calendar month in the salon time zone. */
export const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be written YYYY-MM');

export const ZTopRateQuery = z.object({
  pageIndex,
  pageSize: ZInt4.min(1).max(TOP_RATING_COUNT).default(TOP_STYLIST_PAGE_SIZE),
});
export const ZTopRateHistoryQuery = ZTopRateQuery.extend({ month: ZMonth.optional() });

export const ZTopRatedStylist = z.object({
  rank: z.number().int(),
  staffId: z.number().int(),
  staffName: z.string(),
  avatar: z.string().nullable(),
  isMaster: z.boolean(),
  skillLevel: z.number().int(),
  salonId: z.number().int(),
  salonName: z.string(),
  /** Average stars of the month's rated visits, one decimal. */
  averageStar: z.number(),
  totalRatings: z.number().int(),
  fiveStars: z.number().int(),
});
export type TTopRatedStylist = z.infer<typeof ZTopRatedStylist>;

/** One month's ranking (at most TOP_RATING_COUNT stylists), a page of it, and the months one can pick. */
export const ZTopRatePage = z.object({
  month: z.string(),
  months: z.array(z.string()),
  items: z.array(ZTopRatedStylist),
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});
export type TTopRatePage = z.infer<typeof ZTopRatePage>;

export const ZContestPrize = z.object({ rank: z.number().int(), label: z.string(), value: z.number().int() });

export const ZContest = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  rules: z.array(z.string()),
  prizes: z.array(ZContestPrize),
  image: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(['upcoming', 'running', 'ended']),
  entries: z.number().int(),
  votes: z.number().int(),
});
export type TContest = z.infer<typeof ZContest>;

export const ZContestQuery = z.object({ lang: ZLang });

export const ZLeaderboard = z.object({
  contest: ZContest,
  entries: z.array(ZStylePost.extend({ rank: z.number().int() })),
});
export type TLeaderboard = z.infer<typeof ZLeaderboard>;
