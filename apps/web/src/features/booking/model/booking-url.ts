import { formatDateBook, isValidPhone, normalizePhone, parseDateBook, salonIdFromQuery, stepFromQuery } from '@shine/shared';

// The /booking query of spec §2 and the URL rules of spec §4 (pure: tests feed URLSearchParams).

export interface BookingUrl {
  /** Local 10-digit phone, '' when missing or invalid. */
  phone: string;
  /** A phone was given but is not valid: it is cleared and the phone popup opens. */
  phoneInvalid: boolean;
  salonId: number;
  stylistId: number;
  /** The link named a salon or stylist that is no id at all (it is dropped; the customer is told). */
  salonIdInvalid: boolean;
  stylistIdInvalid: boolean;
  step: number;
  source: string | null;
  utmSource: string | null;
  skinnerId: number;
  chosenServiceIds: number[];
  token: string | null;
  /** A day chosen by the link (DD-MM-YYYY, e.g. from the salon page's free hours), '' when none or not a date. */
  dateBook: string;
  /** An hour chosen by the link: its grid slot and label (e.g. 9h30); null when none or malformed. */
  hour: { hourId: number; hour: string } | null;
}

const nonNegativeInt = (raw: string | null): number => salonIdFromQuery(raw);
/** Given, but not an id: '0' and an empty value mean "none" and are fine. */
const invalidId = (raw: string | null): boolean => raw !== null && raw !== '' && raw !== '0' && nonNegativeInt(raw) === 0;

/** Ids in `chosenService`: "101,102" (any separator) → [101, 102]. */
export function parseIdList(raw: string | null): number[] {
  if (!raw) return [];
  const ids = raw
    .split(/[^\d]+/)
    .filter(Boolean)
    .map(Number);
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
}

export function parseBookingUrl(search: URLSearchParams, visitSource: string | null = null): BookingUrl {
  const rawPhone = search.get('phone');
  const phone = rawPhone ? normalizePhone(rawPhone) : '';
  const valid = phone !== '' && isValidPhone(phone);
  const rawStylist = search.get('stylistId') ?? search.get('stylist');
  return {
    phone: valid ? phone : '',
    phoneInvalid: phone !== '' && !valid,
    salonId: salonIdFromQuery(search.get('salonId')),
    stylistId: nonNegativeInt(rawStylist),
    salonIdInvalid: invalidId(search.get('salonId')),
    stylistIdInvalid: invalidId(rawStylist),
    step: stepFromQuery(search.get('step')),
    source: search.get('source') ?? visitSource,
    utmSource: search.get('utm_source'),
    skinnerId: nonNegativeInt(search.get('skinnerId')),
    chosenServiceIds: parseIdList(search.get('chosenService')),
    token: search.get('token'),
    dateBook: urlDate(search.get('dateBook')),
    hour: urlHour(search.get('hourId'), search.get('hour')),
  };
}

function urlDate(raw: string | null): string {
  const iso = raw ? parseDateBook(raw) : null;
  return iso ? formatDateBook(iso) : '';
}

function urlHour(rawId: string | null, label: string | null): BookingUrl['hour'] {
  const hourId = nonNegativeInt(rawId);
  return hourId > 0 && label && /^\d{1,2}h\d{2}$/.test(label) ? { hourId, hour: label } : null;
}

/** booKingV2 `params`: every URL parameter except utm_source and token. */
export function bookingParams(search: URLSearchParams): Record<string, string> {
  const params: Record<string, string> = {};
  search.forEach((value, key) => {
    if (key !== 'utm_source' && key !== 'token') params[key] = value;
  });
  return params;
}

export interface UrlSelection {
  phone: string;
  salonId: number;
  step: number;
  stylistId: number;
}

/** The query with the wizard's selection written in (other parameters kept, token dropped once used). */
export function withSelection(search: URLSearchParams, selection: UrlSelection): URLSearchParams {
  const next = new URLSearchParams(search);
  const put = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  put('phone', selection.phone || null);
  put('salonId', selection.salonId > 0 ? String(selection.salonId) : null);
  put('step', selection.step > 0 ? String(selection.step) : null);
  put('stylistId', selection.stylistId > 0 ? String(selection.stylistId) : null);
  next.delete('stylist');
  next.delete('token');
  // The link's day and hour are read once, into the selection; from then on the selection is what counts.
  next.delete('dateBook');
  next.delete('hourId');
  next.delete('hour');
  return next;
}

function sameQuery(a: URLSearchParams, b: URLSearchParams): boolean {
  const sort = (p: URLSearchParams) =>
    [...p.entries()]
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('&');
  return sort(a) === sort(b);
}

/**
 * The wizard writes its selection into the URL, and follows the URL when the visitor moves (back/forward, a
 * link to /booking). The router shows a written query a little later: until then the URL still holds an
 * earlier query of ours, which is not a move of the visitor's (taken as one, a tap on 'Xong' right after
 * applying an offer sent the wizard back to the offers, then to the service list).
 */
export class UrlSync {
  /** The query the wizard last wrote or followed. */
  private written: string;
  /** Queries of ours the router may still show before `written`. */
  private readonly inFlight = new Set<string>();

  constructor(initial: URLSearchParams) {
    this.written = initial.toString();
  }

  /** The URL shows `current`: true when the visitor moved there (follow its step), false when it is ours. */
  visitorMoved(current: URLSearchParams): boolean {
    const query = current.toString();
    if (query === this.written) {
      this.inFlight.clear();
      return false;
    }
    if (this.inFlight.has(query)) return false;
    this.written = query;
    this.inFlight.clear();
    return true;
  }

  /** The query to write for `selection`, or null when it is already written; `newStep`: a new history entry. */
  write(selection: UrlSelection): { query: URLSearchParams; newStep: boolean } | null {
    const last = new URLSearchParams(this.written);
    const query = withSelection(last, selection);
    if (sameQuery(query, last)) return null;
    this.inFlight.add(this.written);
    this.written = query.toString();
    return { query, newStep: stepFromQuery(last.get('step')) !== selection.step && selection.step < 6 };
  }
}
