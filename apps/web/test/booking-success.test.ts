import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildIcs, calendarEvent, foldIcsLine, icsInstant, icsText } from '../src/features/booking/model/ics';
import type { BookingRecord } from '../src/features/booking/model/booking-types';
import { dayWordKey, dayOffset } from '../src/features/booking/model/date-label';
import { firstBookableDateBook, opensLater } from '../src/lib/date-book';
import { fitWithin } from '../src/lib/downscale-image';
import { bookingExtension, hasExtension } from '../src/features/booking/model/booking-extension';
import { successPath } from '../src/features/booking/hooks/use-go-success';

describe('add-to-calendar file', () => {
  const ics = buildIcs(
    {
      bookingId: 42,
      startAt: '2026-11-22T02:30:00.000Z',
      minutes: 40,
      title: 'Cắt tóc tại Shine 125 Tây Sơn',
      location: '125 Tây Sơn, Đống Đa, Hà Nội',
      description: 'Stylist: An; Dịch vụ: Cắt gội',
    },
    new Date('2026-11-21T10:00:00Z'),
    'Shine',
  );

  it('is one VEVENT with start, end from the service minutes, and a stable UID', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0')).toBe(true);
    expect(ics).toContain('UID:booking-42@shine');
    expect(ics).toContain('DTSTART:20261122T023000Z');
    expect(ics).toContain('DTEND:20261122T031000Z');
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  });

  it('escapes commas and semicolons in text', () => {
    expect(ics).toContain('LOCATION:125 Tây Sơn\\, Đống Đa\\, Hà Nội');
    expect(icsText('a;b\nc')).toBe('a\\;b\\nc');
    expect(icsInstant(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });

  const record: BookingRecord = {
    id: 7,
    bookingId: 7,
    dateBook: '23-11-2026',
    hourBook: '10h30',
    startAt: '2026-11-23T03:30:00.000Z',
    customerPhone: '0912345678',
    salonId: 1,
    salonName: '125 Tây Sơn',
    salonAddress: '125 Tây Sơn, Đống Đa, Hà Nội',
    salonAddressNew: null,
    salonMap: null,
    parkingMap: null,
    stylistId: 3,
    stylistName: 'Minh',
    stylistAvatar: null,
    status: 'confirmed',
    canceled: false,
    isBookAtHome: false,
    homeAddress: null,
    hourEnd: '11h45',
    isUseOtp: false,
    services: [
      { id: 101, name: 'Cắt gội 10 bước', price: 100_000, oldPrice: 120_000, timeServe: 40 },
      { id: 122, name: 'Gội massage dưỡng sinh thảo dược', price: 90_000, oldPrice: 100_000, timeServe: 35 },
    ],
    totalMoney: 190_000,
    oldTotalMoney: 220_000,
  };

  it('ends after the booked services’ total duration: 75 minutes at 10:30 end at 11:45', () => {
    const event = buildIcs(calendarEvent(record, 'Cắt tóc tại Shine'), new Date('2026-11-23T02:15:00Z'), 'Shine');
    expect(event).toContain('DTSTART:20261123T033000Z'); // 10:30 in Hà Nội
    expect(event).toContain('DTEND:20261123T044500Z'); // 11:45
    expect(event.replace(/\r\n /g, '')).toContain('DESCRIPTION:Stylist: Minh\\nCắt gội 10 bước\\, Gội massage dưỡng sinh thảo dược');
  });

  it('folds lines at 75 UTF-8 octets, never inside a multi-byte character', () => {
    const line = `DESCRIPTION:${'Gội massage dưỡng sinh thảo dược '.repeat(6)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    // unfolding gives the line back: no character was cut in two
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(parts[0]).toBe('DESCRIPTION:Gội massage dưỡng sinh thảo dược Gội massage dưỡ'); // 75 octets, 59 characters
    expect(foldIcsLine('SUMMARY:ngắn')).toBe('SUMMARY:ngắn');
  });
});

describe('booking dates and salons', () => {
  it('names the busy day: today, tomorrow, day after, else none', () => {
    expect(dayOffset('30-11-2026', '01-12-2026')).toBe(1);
    expect(dayWordKey('21-11-2026', '21-11-2026')).toBe('date.today');
    expect(dayWordKey('21-11-2026', '23-11-2026')).toBe('date.dayAfter');
    expect(dayWordKey('21-11-2026', '25-11-2026')).toBeNull();
  });

  it('books a salon opening later from its opening date, and shows the banner only then', () => {
    expect(firstBookableDateBook('21-11-2026', '01-12-2026')).toBe('01-12-2026');
    expect(firstBookableDateBook('21-11-2026', '01-01-2020')).toBe('21-11-2026');
    expect(opensLater('21-11-2026', '01-12-2026')).toBe(true);
    expect(opensLater('21-11-2026', '21-11-2026')).toBe(false);
    expect(opensLater('21-11-2026', null)).toBe(false);
  });
});

describe('device photo downscale (spec §9: longest side 1024 px)', () => {
  it('fits the longer side into 1024 px keeping the ratio, never enlarging', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(1000, 3000)).toEqual({ width: 341, height: 1024 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('success page address (the booking token travels as key)', () => {
  it('carries the booking id and, when this browser holds one, its key', () => {
    expect(successPath('salon', 42, 'tok_AB-9')).toBe('/booking/success?bookingId=42&key=tok_AB-9');
    expect(successPath('home', 42, 'tok')).toBe('/booking-at-home/success?bookingId=42&key=tok');
    expect(successPath('salon', 42)).toBe('/booking/success?bookingId=42');
  });
});

describe('booking tokens of this browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  function memoryStorage() {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  }

  async function load(localStorage: unknown) {
    vi.stubGlobal('window', { localStorage, sessionStorage: memoryStorage() });
    vi.resetModules();
    return import('../src/features/booking/model/booking-tokens');
  }

  it('remembers the token of each booking made here, the last 5 only', async () => {
    const storage = memoryStorage();
    const tokens = await load(storage);
    for (let id = 1; id <= 6; id++) tokens.rememberBookingToken(id, `tok-${id}`);
    expect(tokens.bookingToken(6)).toBe('tok-6');
    expect(tokens.bookingToken(2)).toBe('tok-2');
    expect(tokens.bookingToken(1)).toBe('');
    tokens.rememberBookingToken(2, 'tok-2b');
    expect(tokens.bookingToken(2)).toBe('tok-2b');
    expect(JSON.parse(storage.items.get('booking.tokens') ?? '[]')).toHaveLength(5);
    // A reload: the tokens come back from storage.
    expect((await load(storage)).bookingToken(6)).toBe('tok-6');
  });

  it('keeps working when storage throws (private mode) or holds junk', async () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const tokens = await load(broken);
    tokens.rememberBookingToken(7, 'tok-7');
    expect(tokens.bookingToken(7)).toBe('tok-7');
    const junk = memoryStorage();
    junk.setItem('booking.tokens', '{not json');
    expect((await load(junk)).bookingToken(7)).toBe('');
  });

  it('sends the token as X-Booking-Token, and no header without one', async () => {
    const tokens = await load(memoryStorage());
    expect(tokens.bookingTokenHeaders('tok')).toEqual({ 'X-Booking-Token': 'tok' });
    expect(tokens.bookingTokenHeaders('')).toBeUndefined();
  });
});

describe('step 6 after the OTP (spec §4: the extension step uploads photos, then success)', () => {
  const untouched = { skinnerId: 0, acceptMakePhoto: true, muonCaoMat: false, note: '  ', images: [null, null, null] };

  it('has something to send once a photo, a note, a skinner or a switch was changed', () => {
    expect(hasExtension(untouched)).toBe(false);
    expect(hasExtension({ ...untouched, note: 'Cắt ngắn hai bên' })).toBe(true);
    expect(hasExtension({ ...untouched, skinnerId: 5 })).toBe(true);
    expect(hasExtension({ ...untouched, muonCaoMat: true })).toBe(true);
    expect(hasExtension({ ...untouched, acceptMakePhoto: false })).toBe(true);
    expect(hasExtension({ ...untouched, images: [null, { kind: 'local', url: '/images/a.svg', name: 'A' }, null] })).toBe(true);
  });

  it('splits collection pictures from device uploads and trims the note', () => {
    const blob = new Blob(['x']);
    const extension = bookingExtension(
      {
        ...untouched,
        note: ' Cắt ngắn ',
        images: [{ kind: 'local', url: '/images/a.svg', name: 'A' }, { kind: 'upload', url: 'blob:1', name: 'b.jpg', blob }, null],
      },
      9,
    );
    expect(extension).toEqual({
      bookingId: 9,
      skinnerId: 0,
      acceptMakePhoto: true,
      muonCaoMat: false,
      note: 'Cắt ngắn',
      photos: [{ url: '/images/a.svg', name: 'A' }],
      files: [blob],
    });
  });
});
