import { describe, expect, it } from 'vitest';
import { bookingParams, parseBookingUrl, parseIdList, UrlSync, withSelection } from '../src/features/booking/model/booking-url';
import { bookingLink } from '../src/lib/booking-link';

const url = (query: string) => parseBookingUrl(new URLSearchParams(query));

describe('booking URL rules (spec §4)', () => {
  it('keeps a valid phone in local form, from any typed form', () => {
    expect(url('phone=0905939123').phone).toBe('0905939123');
    expect(url('phone=%2B84905939123').phone).toBe('0905939123');
    expect(url('phone=0905.939.123').phone).toBe('0905939123');
  });

  it('clears an invalid phone and flags it so the phone popup opens', () => {
    expect(url('phone=12345')).toMatchObject({ phone: '', phoneInvalid: true });
    expect(url('')).toMatchObject({ phone: '', phoneInvalid: false });
  });

  it('turns a salonId that is not a non-negative integer into 0', () => {
    expect(url('salonId=12').salonId).toBe(12);
    expect(url('salonId=-3').salonId).toBe(0);
    expect(url('salonId=abc').salonId).toBe(0);
    expect(url('salonId=1.5').salonId).toBe(0);
  });

  it('opens steps 1 to 5 directly and anything else at 0', () => {
    expect(url('step=1').step).toBe(1);
    expect(url('step=5').step).toBe(5);
    expect(url('step=6').step).toBe(0);
    expect(url('step=-1').step).toBe(0);
    expect(url('step=x').step).toBe(0);
  });

  it('reads the stylist from stylistId or stylist, stylistId first', () => {
    expect(url('stylist=301').stylistId).toBe(301);
    expect(url('stylist=301&stylistId=302').stylistId).toBe(302);
    expect(url('stylistId=bad').stylistId).toBe(0);
  });

  it('falls back to the source remembered for the visit', () => {
    expect(parseBookingUrl(new URLSearchParams(''), 'rn_ios').source).toBe('rn_ios');
    expect(parseBookingUrl(new URLSearchParams('source=tikiapp'), 'rn_ios').source).toBe('tikiapp');
  });

  it('reads chosenService ids, skinnerId, utm_source and token', () => {
    expect(url('chosenService=101,102&skinnerId=7&utm_source=rn_android&token=abc')).toMatchObject({
      chosenServiceIds: [101, 102],
      skinnerId: 7,
      utmSource: 'rn_android',
      token: 'abc',
    });
    expect(parseIdList('101;0;101;x')).toEqual([101]);
  });

  it('sends every URL parameter except utm_source and token as booKingV2 params', () => {
    expect(bookingParams(new URLSearchParams('phone=0905939123&source=book_at_salon&utm_source=fb&token=t'))).toEqual({
      phone: '0905939123',
      source: 'book_at_salon',
    });
  });

  it('writes the selection into the query and drops the token once used', () => {
    const next = withSelection(new URLSearchParams('utm_source=fb&token=t&stylist=3'), { phone: '0905939123', salonId: 5, step: 0, stylistId: 0 });
    expect(next.toString()).toBe('utm_source=fb&phone=0905939123&salonId=5');
  });
});

describe('salon page links into the wizard (issue 11)', () => {
  it('carries salon, day and hour, which the wizard reads once', () => {
    const link = bookingLink({ salonId: 7, dateBook: '24-11-2026', hourId: 5, hour: '9h50' });
    expect(link).toBe('/booking?salonId=7&step=0&dateBook=24-11-2026&hourId=5&hour=9h50');
    const parsed = url(link.split('?')[1]!);
    expect(parsed).toMatchObject({ salonId: 7, step: 0, dateBook: '24-11-2026', hour: { hourId: 5, hour: '9h50' } });
    expect(bookingLink({ salonId: 7 })).toBe('/booking?salonId=7&step=0');
    const written = withSelection(new URLSearchParams(link.split('?')[1]), { phone: '', salonId: 7, step: 0, stylistId: 0 });
    expect(written.toString()).toBe('salonId=7');
  });
});

describe('UrlSync: the wizard and the URL', () => {
  const at = (query: string) => new URLSearchParams(query);
  const selection = (step: number) => ({ phone: '0905939123', salonId: 13, step, stylistId: 0 });

  it('a tap before the router shows the last write is not a move of the visitor (offers → services → Xong)', () => {
    const sync = new UrlSync(at('phone=0905939123&salonId=13&step=4'));
    // The offer is applied: step 2 is written, the router still shows step 4.
    expect(sync.write(selection(2))).toEqual({ query: at('phone=0905939123&salonId=13&step=2'), newStep: true });
    expect(sync.visitorMoved(at('phone=0905939123&salonId=13&step=4'))).toBe(false);
    // 'Xong' at once: step 0 is written, and the router shows step 2, then step 0: none of them a move.
    expect(sync.write(selection(0))?.query.get('step')).toBeNull();
    expect(sync.visitorMoved(at('phone=0905939123&salonId=13&step=4'))).toBe(false);
    expect(sync.visitorMoved(at('phone=0905939123&salonId=13&step=2'))).toBe(false);
    expect(sync.visitorMoved(at('phone=0905939123&salonId=13'))).toBe(false);
    expect(sync.write(selection(0))).toBeNull();
  });

  it('back to an earlier step once the URL has caught up is the visitor moving', () => {
    const sync = new UrlSync(at('phone=0905939123&salonId=13&step=2'));
    sync.write(selection(0));
    expect(sync.visitorMoved(at('phone=0905939123&salonId=13'))).toBe(false);
    expect(sync.visitorMoved(at('phone=0905939123&salonId=13&step=2'))).toBe(true);
    // Following the URL writes nothing back.
    expect(sync.write(selection(2))).toBeNull();
  });

  it('a change within a step replaces the history entry; a new step adds one', () => {
    const sync = new UrlSync(at('step=2'));
    expect(sync.write({ ...selection(2), salonId: 13 })?.newStep).toBe(false);
    expect(sync.write({ ...selection(0), salonId: 13 })?.newStep).toBe(true);
  });
});
