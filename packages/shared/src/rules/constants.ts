// Business constants and limits of spec §9, one name each, so the web app and the API cannot drift apart.
// Layout numbers (slides, breakpoints, animation timings) live in ui-constants.ts.

// Contact and opening hours
export const HOTLINE = '1900272703';
export const OPENING_HOURS_LABEL = '8h30-20h30';
/** Salon defaults (architecture "Time"): opening hours in minutes since midnight, slot grid, zone. */
export const DEFAULT_OPEN_MINUTES = 8 * 60 + 30;
export const DEFAULT_CLOSE_MINUTES = 20 * 60 + 30;
export const DEFAULT_SLOT_MINUTES = 20;
export const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

// Input limits
export const PHONE_LENGTH = 10;
/** Home phone input: accepted while shorter than 13 characters ("0905.939.123" is 12). */
export const HOME_PHONE_INPUT_MAX_LENGTH = 12;
export const BOOKING_PHONE_INPUT_MAX_LENGTH = 20;
export const NAME_MAX_LENGTH = 20;
export const PASSWORD_LENGTH = 6;
export const OTP_LENGTH = 6;

// Login and OTP
/** A captcha is required once failed password logins exceed this count. */
export const CAPTCHA_AFTER_FAILED_LOGINS = 2;
/** The failed-login count the server sets to force a captcha. */
export const CAPTCHA_FORCED_FAILED_COUNT = 4;
export const LOGIN_OTP_CHANNELS = ['zalo', 'sms'] as const;
export const BOOKING_OTP_CHANNELS = ['zalo', 'sms', 'call'] as const;
export type OtpChannel = (typeof BOOKING_OTP_CHANNELS)[number];
// Server-side OTP limits: not given by the spec, chosen by us (OWASP guidance for short codes).
export const OTP_LIFETIME_MS = 5 * 60_000;
export const OTP_MAX_CHECKS = 5;
export const OTP_SEND_WINDOW_MS = 10 * 60_000;
// Password login guard (spec §9 captcha count; the pause rule is ours, OWASP ASVS 5.0 V6.3).
/** Failed password logins are counted per phone over this sliding window (captcha rule and pause rule). */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** The first pause; each further pause in a row doubles, up to LOGIN_PAUSE_MAX_MS (OWASP ASVS 5.0 V6.3). */
export const LOGIN_PAUSE_MS = 15 * 60_000;
export const LOGIN_PAUSE_MAX_MS = 24 * 3_600_000;
/** A captcha challenge must be solved and sent back within this time. */
export const CAPTCHA_LIFETIME_MS = 5 * 60_000;

// Notification durations
export const LOGIN_NOTICE_MS = 5000;
export const ERROR_TOAST_MS = 3000;
export const SUCCESS_NOTICE_MS = 5000;
export const OTP_SUCCESS_MS = 1000;
export const QUESTION_THANKS_MS = 1000;

// Cookies and caches
/** About 3 years: consent cookie, login cookie and tracking id cookie. */
export const LONG_COOKIE_MAX_AGE_MS = 94608e6;
export const CONSENT_COOKIE_MAX_AGE_MS = LONG_COOKIE_MAX_AGE_MS;
export const LOGIN_COOKIE_MAX_AGE_MS = LONG_COOKIE_MAX_AGE_MS;
export const TRACKING_ID_COOKIE_MAX_AGE_MS = LONG_COOKIE_MAX_AGE_MS;
export const HISTORY_CACHE_MAX_AGE_MS = 86_400_000;
export const COLLECTION_COOKIE_MAX_AGE_MS = 86_400_000;
export const ACCESS_TOKEN_COOKIE = '_cus_accessToken';

// Page sizes and list limits
export const HISTORY_PAGE_SIZE = 5;
/** Largest history page a client may ask for. */
export const HISTORY_MAX_PAGE_SIZE = 20;
/** The home rating prompt offers visits completed within this many days. */
export const RATING_PROMPT_DAYS = 7;
export const TOP_STYLIST_PAGE_SIZE = 12;
export const TOP_STYLIST_PAGE_INDEX = 1;
export const TOP_RATING_COUNT = 30;
export const BLOG_PAGE_SIZE = 3;
export const TOP_LIKE_POSTS = 4;
export const RECENT_SALONS_MAX = 3;
export const VISITED_SALONS_SHOWN = 3;
export const RECENT_CUT_HISTORY_MAX = 3;
export const SALON_PAGE_SIZE = 5;
export const SAVED_ADDRESS_SALON_LIMIT = 5;
export const NEARBY_KEEP_THRESHOLD = 10;
export const NEARBY_KEEP = 30;
/** Never shown in search or nearby results. */
export const EXCLUDED_SALON_ID = 24;
export const SEARCH_DEBOUNCE_MS = 500;
export const NEWS_COUNT = 19;

// Images
export const MAX_IMAGES = 3;
export const IMAGE_MAX_SIDE = 1024;
export const IMAGE_QUALITY = 0.2;

// Booking
export const DEFAULT_ROLE = { daysBookFuture: 1, maxDaysBookFuture: 2 } as const;
export const DEFAULT_ALLOW_BOOK_STYLIST = true;
/** Stylist id 0 means "any stylist". */
export const ANY_STYLIST_ID = 0;
export const BACKUP_SALON_PROMPT_DELAY_MS = 5000;
/** Multi-person switch on means 2 people; staff contact the customer at least 30 minutes ahead. */
export const MULTI_PERSON_COUNT = 2;
export const STYLIST_MASTER_MAX_CUSTOMERS_PER_DAY = 12;
export const VOUCHER_TAB_PROVIDER = '1';
export const VOUCHER_TAB_CUSTOMER = '2';
/** Step-5 guide items are 'regex@@@message'. */
export const GUIDE_SEPARATOR = '@@@';

// Wait time and ratings
export const WAIT_QUEUE_FROM_MINUTES = 30;
export const WAIT_TYPE_SKINNER = 1;
export const RATING_MIN_CUSTOMERS = 100;
export const RATING_COMPACT_FROM = 1000;
export const RATING_MAX_STAR = 5;
export const RATING_ANIMATION_TICK_MS = 400;

// Day/night picture, distance
export const DAY_START_HOUR = 6;
export const DAY_END_HOUR = 17;
export const KM_PER_DEGREE = 111;
export const TRAVEL_MINUTES_PER_KM = 2;

/** Location chip attribute ids (saved-address and nearby chips). */
export const LOCATION_ATTR = {
  nearbySalons: 82,
  visitedNearby: 83,
  nearHome: 4,
  nearOffice: 5,
  nearFrequentPlace: 6,
} as const;

// Money and languages
export const CURRENCY = 'VND';
export const CURRENCY_SUFFIX = 'VNĐ';
export const GENZ_HAIRCUT_PRICE = 60_000;
export const GENZ_DISCOUNT_PERCENT = 40;

// Home banner request
export const BANNER_PAGE_ID = 1;
export const BANNER_PLACEMENT_ID = 1;
/** Salon page (issue 11): the nearby salons it lists and the days of stylists it shows (this week). */
export const SALON_PAGE_NEARBY = 4;
export const SALON_PAGE_STYLIST_DAYS = 7;

// Kept out of the zod schema modules that use them, so a web screen showing them does not ship zod.
/** Service pages (spec §2 'Dịch vụ'): the kinds, in menu order. */
export const SERVICE_PAGE_KINDS = ['service', 'up-service', 'shine-care'] as const;
/** A home-haircut place's street line, in characters. */
export const PLACE_STREET_MIN = 3;
export const PLACE_STREET_MAX = 120;
