// Calendar dates travel as ISO "YYYY-MM-DD" inside the code. The spec's wire and display forms are
// DD-MM-YYYY (booking dateBook, backup-salon dates) and DD/MM/YYYY (display, voucher expiry, date question).

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// setUTCFullYear rather than Date.UTC, which maps years 0-99 to 1900-1999.
function utcDate(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = utcDate(year, month, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True for an existing calendar day in ISO form ("2024-02-29" yes, "2026-02-29" no). */
export function isValidIsoDate(iso: string): boolean {
  const match = ISO_DATE.exec(iso);
  return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

function toIso(text: string, separator: '-' | '/'): string | null {
  const parts = text.trim().split(separator);
  if (parts.length !== 3) return null;
  const [day, month, year] = parts as [string, string, string];
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return null;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isValidIsoDate(iso) ? iso : null;
}

function fromIso(iso: string, separator: '-' | '/'): string {
  const match = ISO_DATE.exec(iso);
  if (!match || !isValidIsoDate(iso)) throw new RangeError(`Not an ISO date: ${iso}`);
  return [match[3], match[2], match[1]].join(separator);
}

/** "2026-11-21" → "21-11-2026" (booking dateBook). */
export function formatDateBook(iso: string): string {
  return fromIso(iso, '-');
}

/** "21-11-2026" → "2026-11-21"; null when it is not a real date in that form. */
export function parseDateBook(text: string): string | null {
  return toIso(text, '-');
}

/** "2026-11-21" → "21/11/2026" (display and the date question). */
export function formatDisplayDate(iso: string): string {
  return fromIso(iso, '/');
}

/** "21/11/2026" → "2026-11-21"; null when it is not a real date in that form. */
export function parseDisplayDate(text: string): string | null {
  return toIso(text, '/');
}

/** Calendar arithmetic on ISO dates, independent of any time zone. */
export function addDays(iso: string, days: number): string {
  const match = ISO_DATE.exec(iso);
  if (!match || !isValidIsoDate(iso)) throw new RangeError(`Not an ISO date: ${iso}`);
  const date = utcDate(Number(match[1]), Number(match[2]), Number(match[3]) + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function diffDays(from: string, to: string): number {
  if (!isValidIsoDate(from) || !isValidIsoDate(to)) throw new RangeError(`Not ISO dates: ${from}, ${to}`);
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
