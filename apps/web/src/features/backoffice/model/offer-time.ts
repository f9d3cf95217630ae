// The offers' windows are instants; the office reads and types them in Vietnam time (UTC+7, no summer time).
const VN_OFFSET_MS = 7 * 3_600_000;

/** An instant as a `datetime-local` value in Vietnam time ("2026-11-23T09:15"). */
export const toVnInput = (iso: string | Date) => new Date(new Date(iso).getTime() + VN_OFFSET_MS).toISOString().slice(0, 16);

/** A `datetime-local` value typed in Vietnam time → the instant (ISO, UTC). */
export const fromVnInput = (value: string) => new Date(`${value}:00+07:00`).toISOString();

/** "23/11/2026, 09:15" in Vietnam time. */
export const showVnTime = (iso: string) => new Date(iso).toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short', timeStyle: 'short' });

/** A calendar date "2026-11-23" as the office reads it, "23/11/2026". */
export const showDate = (isoDate: string) => isoDate.split('-').reverse().join('/');
