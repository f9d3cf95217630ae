// No zod here: the schema lives in schemas/errors.ts.

/**
 * Every machine code the API answers in its error envelope, one list for the API (which cannot throw
 * another) and the web. The web only imports the type: it compares `error.code === 'HOLD_EXPIRED'`, which
 * the compiler checks against this list as strictly as a constant, and ships no list to the browser.
 */
export const ERROR_CODES = [
  // Request shape and transport
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'NOT_FOUND',
  'RATE_LIMITED',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  'MULTIPART_INVALID',
  'MULTIPART_REQUIRED',
  'IMAGE_INVALID',
  'TOO_MANY_IMAGES',
  'FILE_TOO_LARGE',
  'VIDEO_INVALID',
  // Access
  'UNAUTHORIZED',
  'FORBIDDEN',
  'PHONE_MISMATCH',
  // Accounts and codes
  'LOGIN_FAILED',
  'CAPTCHA_REQUIRED',
  'PASSWORD_INVALID',
  'PASSWORD_LOGIN_PAUSED',
  'CURRENT_PASSWORD_REQUIRED',
  'PHONE_INVALID',
  'NAME_INVALID',
  'EMAIL_INVALID',
  'DATE_OF_BIRTH_INVALID',
  'OTP_FORMAT',
  'OTP_INVALID',
  'OTP_RESEND_TOO_SOON',
  'OTP_TOO_MANY_CHECKS',
  'OTP_TOO_MANY_SENDS',
  'OTP_CHECKS_PAUSED',
  'MESSAGE_NOT_DELIVERED',
  // Booking
  'SALON_NOT_FOUND',
  'SALON_NOT_OPEN',
  'SALON_OFF',
  'SALON_FULL',
  'STYLIST_NOT_FOUND',
  'STYLIST_BUSY',
  'SKINNER_NOT_WORKING',
  'DATE_NOT_BOOKABLE',
  'HOUR_REQUIRED',
  'HOUR_PAST',
  'HOLD_EXPIRED',
  'BOOKING_EXISTS',
  'BOOKING_NOT_FOUND',
  'SERVICE_REQUIRED',
  'SERVICE_DISCONTINUED',
  'SERVICE_GROUP_NOT_FOUND',
  'TOO_MANY_HOLDS',
  'TOO_MANY_CREATES',
  // One-tap links and the waitlist (issue 33)
  'LINK_INVALID',
  'OFFER_CLOSED',
  'WAITLIST_NOT_FOUND',
  'WAITLIST_FULL',
  // The salon floor (issue 30)
  'DEVICE_UNKNOWN',
  'DEVICE_REVOKED',
  'PIN_INVALID',
  'PIN_LOCKED',
  'VISIT_STAGE_CHANGED',
  'VISIT_CODE_INVALID',
  'VISIT_NOT_TODAY',
  'UNDO_NOT_ALLOWED',
  'STYLIST_MASTER_FULL',
  'BALANCE_SHORT',
  'NO_CUSTOMER_ACCOUNT',
  'NOTHING_TO_PAY',
  'PHOTO_NOT_NOW',
  'PHOTO_LIMIT',
  'PHOTO_NOT_FOUND',
  // A salon's media and days off in the back office (issue 32)
  'SALON_PHOTO_LIMIT',
  'SALON_MEDIA_CHANGED',
  'BACKUP_SALON_INVALID',
  'IMAGE_NOT_FOUND',
  'REPORT_NOT_FOUND',
  'REPORT_RESOLVED',
  'CHECK_IN_TOO_EARLY',
  'CHECK_IN_TOO_LATE',
  // Service changes proposed during a visit
  'SERVICE_CHANGE_NOT_FOUND',
  'SERVICE_CHANGE_EXPIRED',
  'SERVICE_CHANGE_CLOSED',
  'SERVICE_CHANGE_DECIDED',
  'SERVICE_CHANGE_SAME',
  'BOOKING_NOT_CHANGEABLE',
  // Saved places and haircut at home
  'PLACE_NOT_FOUND',
  'PLACE_EXISTS',
  'OUTSIDE_VIETNAM',
  'LOCATION_REQUIRED',
  'OUTSIDE_SERVICE_AREA',
  'NO_HOME_SERVICE',
  // Offers
  'CAMPAIGN_NOT_FOUND',
  'CAMPAIGN_NOT_VALID',
  'CAMPAIGN_USED_UP',
  'CAMPAIGN_CONDITION_NOT_MET',
  'CODE_NOT_FOUND',
  'CODE_NOT_STARTED',
  'CODE_EXPIRED',
  'CODE_USED_UP',
  'CODE_ALREADY_CLAIMED',
  // Questions and ratings
  'QUESTION_REQUIRED',
  'QUESTION_INVALID',
  'ALREADY_RATED',
  // Rewards and games
  'REWARD_NOT_STARTED',
  'REWARD_SOLD_OUT',
  'REWARD_ALREADY_CLAIMED',
  'REWARD_MEMBERS_ONLY',
  'POINTS_NOT_ENOUGH',
  'TOO_MANY_AWARDS',
  'GOLDEN_HOUR_NOT_FOUND',
  'GOLDEN_HOUR_NOT_OPEN',
  'GOLDEN_HOUR_ENDED',
  'GOLDEN_HOUR_SOLD_OUT',
  'GOLDEN_HOUR_ALREADY_CLAIMED',
  'WHEEL_NOT_FOUND',
  'WHEEL_NOT_RUNNING',
  'NO_SPIN_LEFT',
  'QUEST_NOTHING_TO_CLAIM',
  // Collections and discover
  'COLLECTION_NOT_FOUND',
  'DISCOVER_POST_NOT_FOUND',
  // Top-up and balance
  'PACKAGE_NOT_FOUND',
  'AMOUNT_OUT_OF_RANGE',
  'ORDER_NOT_FOUND',
  'PAYMENT_UNAVAILABLE',
  'INSUFFICIENT_BALANCE',
  // Style Master votes and the contest
  'POST_NOT_FOUND',
  'CONTEST_NOT_FOUND',
  // Franchise, partner and job forms
  'ALREADY_APPLIED',
  // The back office: roster (issue 32)
  'ROSTER_BOOKINGS_AFFECTED',
  'STAFF_NOT_FOUND',
  'LEAVE_NOT_FOUND',
  'LEAVE_DECIDED',
  // The back office: offers (issue 32)
  'GOLDEN_HOUR_STARTED',
  'GOLDEN_HOUR_NOT_RUNNING',
  'OFFER_UNKNOWN_REFERENCE',
  'WHEEL_PRIZE_INVALID',
  // The back office: catalogue structure, membership and top-up (issue 32)
  'CATALOG_REFERENCE_INVALID',
  'ADD_ON_INVALID',
  'TOPUP_VALUE_BELOW_PRICE',
  'TOPUP_PRICE_TAKEN',
  // The back office: games and lookbooks (issue 32)
  'COLLECTION_SLUG_TAKEN',
  'COLLECTION_ITEMS_MISMATCH',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** `ErrorCode.OTP_RESEND_TOO_SOON`: the code as a checked constant. */
export const ErrorCode = Object.fromEntries(ERROR_CODES.map((code) => [code, code])) as { readonly [K in ErrorCode]: K };
