import { shownAddress } from '@shine/shared/rules/salon-address';
// Add-to-calendar file (RFC 5545) for the success page. Pure: the caller gives "now".
import { totalMinutes } from '@shine/shared';
import type { BookingRecord } from './booking-types';

export interface CalendarBooking {
  bookingId: number;
  /** ISO instant of the start (BookingRecord.startAt). */
  startAt: string;
  minutes: number;
  title: string;
  location: string;
  description: string;
}

/** The event of a booking: it lasts as long as its services take together (a 75-minute booking at 10:30 ends 11:45). */
export function calendarEvent(booking: BookingRecord, title: string): CalendarBooking {
  return {
    bookingId: booking.bookingId,
    startAt: booking.startAt,
    minutes: totalMinutes(booking.services),
    title,
    location:
      booking.isBookAtHome && booking.homeAddress
        ? booking.homeAddress
        : shownAddress({ address: booking.salonAddress, addressNew: booking.salonAddressNew }).address,
    description: `Stylist: ${booking.stylistName}\n${booking.services.map((service) => service.name).join(', ')}`,
  };
}

/** Text values escape backslash, semicolon, comma and line breaks. */
export const icsText = (value: string): string => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** 2026-11-21T02:30:00.000Z → 20261121T023000Z */
export const icsInstant = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const LINE_OCTETS = 75;
const utf8 = new TextEncoder();

/**
 * Lines longer than 75 octets (UTF-8 bytes, RFC 5545 §3.1) fold with CRLF + space; a continuation line's
 * leading space counts in its 75. Splits between code points, never inside a multi-byte character.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8.encode(char).length;
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

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
    .map(foldIcsLine)
    .join('\r\n');
}
