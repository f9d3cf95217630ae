import type { ApiData } from '../../lib/api-client';
import type { TBookingRecord } from '@shine/shared/schemas/booking';
import type { THistoryItem, TQuestion } from '@shine/shared/schemas/customer';

/** An upcoming booking (spec §3 "Booking record") as the lookup popup and the home panel show it. */
export type BookingRecord = TBookingRecord;
/** A past visit of the haircut history (spec §3 "Customer history item"). */
export type HistoryItem = THistoryItem;
/** A customer question (spec §3 "Question"): 1 single choice, 3 date. */
export type Question = TQuestion;

/**
 * Wait-time record (spec §3): type 1 skinner wait, else stylist wait; `data.waitServe` minutes until his service
 * begins, from the salon's live queue; stylistLate(Minutes): before he is at the salon.
 */
export type WaitTimeRecord = ApiData<'GET /api/v1/booking/wait-time'>[number];

/** The visit the home page invites the customer to rate. */
export type RatingPrompt = NonNullable<ApiData<'GET /api/v1/customer/rating/check'>>;
