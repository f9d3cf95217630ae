import { z } from 'zod';
import { ZId, ZLang } from '../schemas/common';
import { ZBookingRating, ZHistoryPage, ZHistoryQuery, ZImageReportState, ZRatingBody, ZRatingPrompt, ZReportWrongImageBody } from '../schemas/customer';
import { endpoint } from './endpoint';

// Haircut history and service ratings of the logged-in customer (spec §2 /lich-su-cat, §7 Customer).

export const listHistories = endpoint({ method: 'GET', path: '/api/v1/customer/histories', query: ZHistoryQuery, response: ZHistoryPage });

export const getBookingRating = endpoint({
  method: 'GET',
  path: '/api/v1/customer/rating',
  query: z.object({ bookingId: ZId, lang: ZLang }),
  response: ZBookingRating,
});

export const rateBooking = endpoint({ method: 'POST', path: '/api/v1/customer/rating', body: ZRatingBody, response: ZBookingRating });

export const checkRatingPrompt = endpoint({
  method: 'GET',
  path: '/api/v1/customer/rating/check',
  query: z.object({ lang: ZLang }),
  response: ZRatingPrompt.nullable(),
});

export const reportWrongImage = endpoint({
  method: 'PUT',
  path: '/api/v1/customer/report-wrong-image',
  body: ZReportWrongImageBody,
  response: ZImageReportState,
});
