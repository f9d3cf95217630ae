// Where a booking comes from (spec §2 "Visibility", §9 "bookAt source code").

export const BOOK_AT_WEB = 3;

const BOOK_AT_CODES: Readonly<Record<string, number>> = {
  customer_ios: 0,
  customer_android: 2,
  rn_android: 4,
  rn_ios: 5,
  tikiapp: 6,
};

/** Sources that switch the site to its mobile layout. */
export const MOBILE_LAYOUT_SOURCES = ['customer_ios', 'customer_android', 'friendly_checkin', 'app_customer'] as const;
/** Sources that hide the header, footer and floating buttons on mobile. */
export const CHROME_HIDDEN_SOURCES = ['customer_ios', 'customer_android', 'friendly_checkin'] as const;
/** Partner apps hosting the site; at step 0 a home button messages the host app. */
export const HOST_APP_SOURCES = ['tikiapp', 'rn_ios', 'rn_android'] as const;
/** Bookings made at the salon desk may take hours that are already past. */
export const BOOK_AT_SALON_SOURCE = 'book_at_salon';

const includes = (list: readonly string[], value: string | null | undefined) => value != null && list.includes(value);

/**
 * bookAt code sent with a booking. The spec lists rn_android, rn_ios and tikiapp as utm values but the
 * header logic calls them sources, so both query parameters are honoured; `source` wins when both match.
 */
export function bookAtCode(source?: string | null, utmSource?: string | null): number {
  for (const value of [source, utmSource]) {
    if (value != null && Object.hasOwn(BOOK_AT_CODES, value)) return BOOK_AT_CODES[value] ?? BOOK_AT_WEB;
  }
  return BOOK_AT_WEB;
}

export function isInAppSource(source: string | null | undefined): boolean {
  return includes(HOST_APP_SOURCES, source);
}

export function isMobileLayoutSource(source: string | null | undefined): boolean {
  return includes(MOBILE_LAYOUT_SOURCES, source);
}

export function hidesChromeOnMobile(source: string | null | undefined): boolean {
  return includes(CHROME_HIDDEN_SOURCES, source);
}

export function allowsPastHours(source: string | null | undefined): boolean {
  return source === BOOK_AT_SALON_SOURCE;
}
