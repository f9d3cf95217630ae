// No zod here: the web imports these constants into its chunks, and the schema lives in schemas/errors.ts.

/**
 * Every machine code the API answers in its error envelope, one list for the API (which cannot throw
 * another) and the web (which compares against `ErrorCode.X`, never a string literal).
 */
export const ERROR_CODES = [
  // Request shape and transport
  'VALIDATION_ERROR', 'BAD_REQUEST', 'NOT_FOUND', 'RATE_LIMITED', 'TOO_MANY_REQUESTS', 'INTERNAL',
  'MULTIPART_INVALID', 'MULTIPART_REQUIRED', 'IMAGE_INVALID', 'TOO_MANY_IMAGES',
  // Access
  'UNAUTHORIZED', 'FORBIDDEN', 'PHONE_MISMATCH',
  // Accounts and codes
  'LOGIN_FAILED', 'CAPTCHA_REQUIRED', 'PASSWORD_INVALID', 'PASSWORD_LOGIN_PAUSED', 'CURRENT_PASSWORD_REQUIRED',
  'PHONE_INVALID', 'NAME_INVALID', 'EMAIL_INVALID', 'DATE_OF_BIRTH_INVALID',
  'OTP_FORMAT', 'OTP_INVALID', 'OTP_RESEND_TOO_SOON', 'OTP_TOO_MANY_CHECKS', 'OTP_TOO_MANY_SENDS', 'OTP_CHECKS_PAUSED',
  'MESSAGE_NOT_DELIVERED',
  // Booking
  'SALON_NOT_FOUND', 'SALON_NOT_OPEN', 'SALON_OFF', 'SALON_FULL', 'STYLIST_NOT_FOUND', 'STYLIST_BUSY',
  'SKINNER_NOT_WORKING', 'DATE_NOT_BOOKABLE', 'HOUR_REQUIRED', 'HOUR_PAST', 'HOLD_EXPIRED', 'BOOKING_EXISTS',
  'BOOKING_NOT_FOUND', 'SERVICE_REQUIRED', 'SERVICE_DISCONTINUED', 'SERVICE_GROUP_NOT_FOUND',
  'TOO_MANY_HOLDS', 'TOO_MANY_CREATES',
  // Offers
  'CAMPAIGN_NOT_FOUND', 'CAMPAIGN_NOT_VALID', 'CAMPAIGN_USED_UP', 'CAMPAIGN_CONDITION_NOT_MET',
  'CODE_NOT_FOUND', 'CODE_NOT_STARTED', 'CODE_EXPIRED', 'CODE_USED_UP', 'CODE_ALREADY_CLAIMED',
  // Questions and ratings
  'QUESTION_REQUIRED', 'QUESTION_INVALID', 'ALREADY_RATED',
  // Franchise, partner and job forms
  'ALREADY_APPLIED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** `ErrorCode.OTP_RESEND_TOO_SOON`: the code as a checked constant. */
export const ErrorCode = Object.fromEntries(ERROR_CODES.map((code) => [code, code])) as { readonly [K in ErrorCode]: K };
