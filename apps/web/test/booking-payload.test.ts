import { describe, expect, it } from 'vitest';
import { buildCreateBookingBody } from '../src/features/booking/model/booking-payload';
import { bookingReducer, initialBookingState } from '../src/features/booking/model/booking-reducer';
import { resolveSelection } from '../src/features/booking/model/booking-selection';
import { bookingParams, parseBookingUrl } from '../src/features/booking/model/booking-url';
import { parseRecentSalons, pushRecentSalon } from '../src/features/booking/model/recent-salons';

const query = new URLSearchParams('phone=0905939123&salonId=3&source=rn_ios&utm_source=zalo&token=secret');
const url = parseBookingUrl(query);
const salon = { id: 3, name: '125 Tây Sơn', address: 'Hà Nội', addressNew: null, openingDate: null, selectConsultation: false, bookManyPeople: 'all' as const };
const { selection } = [
  {
    type: 'servicesChanged' as const,
    chosen: [
      { serviceId: 101, name: 'Cắt gội 10 bước', priceNum: 100000, oldPriceNum: null, timeServe: 40, groupId: 10, parentServiceId: null },
      { serviceId: 401, name: 'Lấy ráy tai êm', priceNum: 30000, oldPriceNum: null, timeServe: 20, groupId: 40, parentServiceId: null },
    ],
  },
  { type: 'campaignApplied' as const, campaign: { campaignId: 2, name: 'Giảm 20%' } },
  {
    type: 'hourChosen' as const,
    hour: { hour: '9h30', hourFrame: '09:30', isFree: true, hourId: 4, subHourId: 5, secondSubHourId: 0, salonId: 3, guideText: '' },
    date: '21-11-2026',
  },
].reduce(bookingReducer, initialBookingState(url, '21-11-2026'));
// The link's salon (salonId=3) as its query answers it.
const state = resolveSelection(selection, { salonDetail: salon, serviceList: undefined, today: '21-11-2026' });

describe('booKingV2 body (spec §7)', () => {
  const body = buildCreateBookingBody(state, { source: url.source, utmSource: url.utmSource, params: bookingParams(query), userId: 0, isMaster: false });

  it('carries the salon, phone, date, hour ids and stylist 0 for any stylist', () => {
    expect(body).toMatchObject({ salonId: 3, phone: '0905939123', dateBook: '21-11-2026', bookHourId: 4, subHourId: 5, secondSubHourId: 0, stylistId: 0 });
  });

  it('sends services as comma names and chosenServices as JSON text with the campaign', () => {
    expect(body.services).toBe('Cắt gội 10 bước,Lấy ráy tai êm');
    expect(JSON.parse(String(body.chosenServices))).toEqual([
      { id: 101, name: 'Cắt gội 10 bước', type: 1, campaignId: 2, campaignName: 'Giảm 20%' },
      { id: 401, name: 'Lấy ráy tai êm', type: 1, campaignId: 2, campaignName: 'Giảm 20%' },
    ]);
    expect(body).toMatchObject({ campaign: 2, campaigns: [{ id: 2, name: 'Giảm 20%' }] });
  });

  it('codes bookAt by source and sends the URL params without utm_source and token', () => {
    expect(body.bookAt).toBe(5);
    expect(body.utmSource).toBe('zalo');
    expect(JSON.parse(String(body.params))).toEqual({ phone: '0905939123', salonId: '3', source: 'rn_ios' });
  });

  it('sends the extras defaults: advice on, little advice off, no extra persons', () => {
    expect(body).toMatchObject({
      receiveAdvice: true,
      littleAdvice: false,
      numberPersons: 0,
      utilityService: '[]',
      allowChange: false,
      isBookAtHome: false,
      addressId: null,
    });
  });

  it('marks booking at home with the saved address', () => {
    const home = buildCreateBookingBody(state, { source: null, utmSource: null, params: {}, userId: 7, isMaster: true, isBookAtHome: true, addressId: 4 });
    expect(home).toMatchObject({ bookAt: 3, userId: 7, isMaster: true, isBookAtHome: true, addressId: 4 });
  });
});

describe('recent salons (spec §9: max 3)', () => {
  it('keeps the three most recent salons without duplicates', () => {
    const list = [1, 2, 3, 2].reduce((acc, id) => pushRecentSalon(acc, { id, name: `S${id}` }), [] as { id: number; name: string }[]);
    expect(list.map((s) => s.id)).toEqual([2, 3, 1]);
  });

  it('ignores a damaged stored list', () => {
    expect(parseRecentSalons('{bad')).toEqual([]);
    expect(parseRecentSalons('[{"id":1,"name":"A"},{"id":"x"}]')).toEqual([{ id: 1, name: 'A' }]);
  });
});
