// Add-to-calendar file (RFC 5545) for the success page. Pure: the caller gives "now".

export interface CalendarBooking {
  bookingId: number;
  /** ISO instant of the start (BookingRecord.startAt). */
  startAt: string;
  minutes: number;
  title: string;
  location: string;
  description: string;
}

/** Text values escape backslash, semicolon, comma and line breaks. */
export const icsText = (value: string): string => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** 2026-11-21T02:30:00.000Z → 20261121T023000Z */
export const icsInstant = (date: Date): string => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Lines longer than 75 octets fold with CRLF + space (counted in characters, close enough for the UI). */
const fold = (line: string): string => (line.length <= 73 ? line : (line.match(/.{1,73}/g) ?? [line]).join('\r\n '));

export function buildIcs(booking: CalendarBooking, now: Date, brand: string): string {
  const start = new Date(booking.startAt);
  const end = new Date(start.getTime() + booking.minutes * 60_000);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(brand)}//Booking//VI`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:booking-${booking.bookingId}@${brand.toLowerCase().replace(/[^a-z0-9]/g, '') || 'salon'}`,
    `DTSTAMP:${icsInstant(now)}`,
    `DTSTART:${icsInstant(start)}`,
    `DTEND:${icsInstant(end)}`,
    `SUMMARY:${icsText(booking.title)}`,
    `LOCATION:${icsText(booking.location)}`,
    `DESCRIPTION:${icsText(booking.description)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT1H',
    `DESCRIPTION:${icsText(booking.title)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n');
}
