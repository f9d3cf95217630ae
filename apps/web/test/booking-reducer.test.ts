import { describe, expect, it } from 'vitest';
import { bookingReducer, initialBookingState, nextAction, type BookingState } from '../src/features/booking/model/booking-reducer';
import { activeModal, blockStates, isConfirmActive, serviceTotals } from '../src/features/booking/model/booking-selectors';
import type { BookingRecord, ChosenService, HourBox, SalonSummary } from '../src/features/booking/model/booking-types';
import { parseBookingUrl } from '../src/features/booking/model/booking-url';

const TODAY = '21-11-2026';
const TOMORROW = '22-11-2026';
const start = (query = 'phone=0905939123') => initialBookingState(parseBookingUrl(new URLSearchParams(query)), TODAY);
const salon = (id: number, extra: Partial<SalonSummary> = {}): SalonSummary => ({
  id,
  name: `Salon ${id}`,
  address: 'Hà Nội',
  addressNew: null,
  openingDate: null,
  selectConsultation: false,
  bookManyPeople: 'all',
  ...extra,
});
const cut: ChosenService = { serviceId: 101, name: 'Cắt gội 10 bước', priceNum: 100000, oldPriceNum: 120000, timeServe: 40, groupId: 10, parentServiceId: null };
const hour = (hourId: number, isFree = true, salonId = 3): HourBox => ({
  hour: '9h30', hourFrame: '09:30', isFree, hourId, subHourId: hourId + 1, secondSubHourId: 0, salonId, guideText: '',
});
const run = (state: BookingState, ...actions: Parameters<typeof bookingReducer>[1][]) => actions.reduce(bookingReducer, state);
const ready = () =>
  run(start(), { type: 'salonChosen', salon: salon(3), dateBook: TODAY }, { type: 'servicesChanged', chosen: [cut] }, { type: 'hourChosen', hour: hour(4) });

describe('phone and name popups (spec §4)', () => {
  it('opens the phone popup without a valid phone and closes it once given', () => {
    expect(start('').popup).toBe('phone');
    expect(start('phone=123').popup).toBe('phone');
    expect(start().popup).toBeNull();
    expect(run(start(''), { type: 'phoneSubmitted', phone: '0905939123', askName: false })).toMatchObject({ phone: '0905939123', popup: null });
  });

  it('turns into the name popup for a logged-in customer without a name', () => {
    expect(run(start(''), { type: 'phoneSubmitted', phone: '0905939123', askName: true }).popup).toBe('name');
  });
});

describe('one modal at a time', () => {
  const move = { stylistId: 7, stylistName: 'Minh', salonId: 5 };

  it('shows the phone popup first; the move-salon popup waits until it closes', () => {
    const asked = run(start(''), { type: 'moveSalonAsked', move });
    expect(activeModal(asked, false)).toBe('phone');
    expect(activeModal(run(asked, { type: 'phoneSubmitted', phone: '0905939123', askName: false }), false)).toBe('moveSalon');
  });

  it('keeps the name popup back while the login modal is open', () => {
    const named = run(start(), { type: 'popupOpened', popup: 'name' });
    expect(activeModal(named, true)).toBeNull();
    expect(activeModal(named, false)).toBe('name');
  });

  it('shows the busy notice and the backup confirm one after the other', () => {
    const both = run(ready(), { type: 'createBusy' }, { type: 'backupHourPicked', choice: { salonId: 5, name: 'Salon 5', hour: hour(9) } });
    expect(activeModal(both, false)).toBe('notice');
    expect(activeModal(run(both, { type: 'noticeClosed' }), false)).toBe('backupChoice');
  });
});

describe('what the link asked for and is not available', () => {
  it('tells the customer about services of the link no longer sold, keeping the others', () => {
    const pending = start('phone=0905939123&salonId=3&chosenService=101,999');
    const resolved = run(pending, { type: 'pendingServicesResolved', chosen: [cut] });
    expect(resolved).toMatchObject({ chosen: [cut], linkNotice: 'services' });
    expect(activeModal(resolved, false)).toBe('linkNotice');
    expect(run(resolved, { type: 'linkNoticeClosed' }).linkNotice).toBeNull();
    expect(run(start('phone=0905939123&salonId=3&chosenService=101'), { type: 'pendingServicesResolved', chosen: [cut] }).linkNotice).toBeNull();
  });

  it('tells the customer when the salon or stylist of the link is not available, then starts without it', () => {
    expect(start('phone=0905939123&salonId=abc').linkNotice).toBe('salon');
    expect(start('phone=0905939123&stylistId=x1').linkNotice).toBe('stylist');
    expect(start('phone=0905939123&salonId=0').linkNotice).toBeNull();
    const missing = run(start('phone=0905939123&salonId=9999&step=2'), { type: 'salonMissing' });
    expect(missing).toMatchObject({ salonId: 0, step: 1, linkNotice: 'salon' });
    expect(initialBookingState(parseBookingUrl(new URLSearchParams('phone=0905939123')), TODAY, 'stylist').linkNotice).toBe('stylist');
  });
});

describe('wizard step machine (spec §4)', () => {
  it('starts steps 2-5 at the salon chooser when no salon is known', () => {
    expect(start('phone=0905939123&step=2').step).toBe(1);
    expect(start('phone=0905939123&step=2&salonId=3').step).toBe(2);
  });

  it('step 0 next action warns about the salon, then services, then the hour, then creates', () => {
    let state = run(start(), { type: 'nextPressed' });
    expect(state.warnings.salon).toBe(true);
    state = run(state, { type: 'salonChosen', salon: salon(3), dateBook: TODAY }, { type: 'nextPressed' });
    expect(state.warnings).toMatchObject({ salon: false, services: true });
    state = run(state, { type: 'servicesChanged', chosen: [cut] }, { type: 'nextPressed' }, { type: 'nextPressed' });
    expect(state.warnings.hour).toBe(2);
    state = run(state, { type: 'hourChosen', hour: hour(4) });
    expect(state.warnings.hour).toBe(0);
    expect(nextAction(state)).toBe('create');
  });

  it('asks for the phone before creating when it is missing', () => {
    const state = run({ ...ready(), phone: '' }, { type: 'nextPressed' });
    expect(state.popup).toBe('phone');
  });

  it('goes from the salon chooser to the services once a salon is chosen', () => {
    expect(run(start('phone=0905939123&step=1'), { type: 'salonChosen', salon: salon(3), dateBook: TODAY }).step).toBe(2);
  });

  it('goes back 3 to 2, 4 to 2, 5 to 4 and anything else to 0', () => {
    const back = (step: number) => run({ ...start(), step }, { type: 'back' }).step;
    expect([1, 2, 3, 4, 5].map(back)).toEqual([0, 0, 2, 2, 4]);
  });

  it('returns to the services after applying a campaign, and opens details on 3 and 5', () => {
    expect(run({ ...ready(), step: 4 }, { type: 'campaignApplied', campaign: { campaignId: 2, name: 'Giảm 20%' } })).toMatchObject({ step: 2, campaign: { campaignId: 2 } });
    expect(run(ready(), { type: 'serviceDetailOpened', groupId: 10 })).toMatchObject({ step: 3, detailGroupId: 10 });
    expect(run(ready(), { type: 'campaignDetailOpened', campaignId: 2 })).toMatchObject({ step: 5, detailCampaignId: 2 });
  });

  it('resets stylist, note, hour, persons, skinner and services when the salon changes; the date goes to the opening date', () => {
    const before = run(ready(), { type: 'stylistChosen', stylistId: 301 }, { type: 'multiPersonChanged', on: true }, { type: 'extensionChanged', patch: { note: 'x', skinnerId: 9 } });
    const after = run(before, { type: 'salonChosen', salon: salon(7, { openingDate: '01-12-2026' }), dateBook: '01-12-2026' });
    expect(after).toMatchObject({ salonId: 7, stylistId: 0, note: '', hour: null, numberPersons: 0, skinnerId: 0, chosen: [], dateBook: '01-12-2026' });
  });

  it('keeps a stylist chosen by URL across a salon change', () => {
    const state = run(start('phone=0905939123&stylistId=301'), { type: 'salonChosen', salon: salon(3), dateBook: TODAY });
    expect(state.stylistId).toBe(301);
  });

  it('clears the salon and opens the backup list when the salon is off', () => {
    const off = { salonId: 5, message: 'Salon tạm nghỉ', backups: [] };
    expect(run(ready(), { type: 'salonOff', off })).toMatchObject({ salonId: 0, salon: null, hour: null, salonOff: off });
  });

  it('moves to step 6 after create and opens the OTP modal when the booking uses it', () => {
    const booking = { bookingId: 1, isUseOtp: true } as unknown as BookingRecord;
    const state = run(ready(), { type: 'created', booking });
    expect(state).toMatchObject({ step: 6, otpOpen: true, otpVerified: false });
  });
});

describe('date, hour and stylist (spec §4)', () => {
  const loaded = (state: BookingState, hours: HourBox[], nextDate: string | null = TOMORROW) =>
    run(state, { type: 'hoursLoaded', hours, today: TODAY, nextDate, preselectFirst: false });

  it('moves today to the next day when no hour is free, unless the customer chose the date', () => {
    expect(loaded(ready(), [hour(1, false)]).dateBook).toBe(TOMORROW);
    const touched = run(ready(), { type: 'dateChosen', date: TODAY, byUser: true });
    expect(loaded(touched, [hour(1, false)])).toMatchObject({ dateBook: TODAY, notice: { kind: 'salonFull', date: TODAY } });
  });

  it('shows the stylist-busy notice for a named stylist with no free hour', () => {
    const state = run(ready(), { type: 'stylistChosen', stylistId: 301 }, { type: 'dateChosen', date: TOMORROW, byUser: true });
    expect(loaded(state, [hour(1, false)]).notice).toEqual({ kind: 'stylistBusy', date: TOMORROW });
  });

  it('answers a lost booking race with the stylist-busy popup, kept open over the fresh hour strip', () => {
    const lost = run(ready(), { type: 'createBusy' });
    expect(lost).toMatchObject({ hour: null, notice: { kind: 'stylistBusy', date: TODAY } });
    const refreshed = run(lost, { type: 'hoursLoaded', hours: [hour(5)], today: TODAY, nextDate: TOMORROW, preselectFirst: false });
    expect(refreshed.notice).toMatchObject({ kind: 'stylistBusy', date: TODAY });
    expect(run(refreshed, { type: 'noticeClosed' }).notice).toBeNull();
  });

  it('drops a chosen hour another customer took meanwhile', () => {
    expect(loaded(ready(), [hour(4, false), hour(5)]).hour).toBeNull();
    expect(loaded(ready(), [hour(4), hour(5)]).hour?.hourId).toBe(4);
  });

  it('preselects the first free hour for the salon desk', () => {
    const state = run(start(), { type: 'salonChosen', salon: salon(3), dateBook: TODAY }, { type: 'hoursLoaded', hours: [hour(1, false), hour(2)], today: TODAY, nextDate: null, preselectFirst: true });
    expect(state.hour?.hourId).toBe(2);
  });

  it('resets the hour when the date or stylist changes', () => {
    expect(run(ready(), { type: 'dateChosen', date: TOMORROW, byUser: true }).hour).toBeNull();
    expect(run(ready(), { type: 'stylistChosen', stylistId: 301 })).toMatchObject({ hour: null, backupCollapsed: true });
  });

  it('forgets an hour that expired while the strip was open', () => {
    expect(run(ready(), { type: 'hourExpired', hourId: 4 })).toMatchObject({ hour: null, expiredHourIds: [4] });
  });

  it('keeps the backup-salon list folded until the customer opens it', () => {
    expect(ready().backupCollapsed).toBe(true);
    expect(run(ready(), { type: 'backupToggled' }).backupCollapsed).toBe(false);
  });

  it('switches to the backup salon keeping services and taking its hour; cancelling keeps the original', () => {
    const choice = { salonId: 9, name: '168 Kim Mã', hour: hour(12, true, 9) };
    const asked = run(ready(), { type: 'backupHourPicked', choice });
    expect(run(asked, { type: 'backupCancelled' })).toMatchObject({ salonId: 3, backupChoice: null });
    const moved = run(asked, { type: 'backupConfirmed', salon: salon(9) });
    expect(moved).toMatchObject({ salonId: 9, chosen: [cut], hour: { hourId: 12, salonId: 9 }, stylistId: 0, backupChoice: null });
  });

  it('books the stylist at his salon when the move is accepted, and lets the system pick when declined', () => {
    const asked = run(ready(), { type: 'moveSalonAsked', move: { stylistId: 901, stylistName: 'A', salonId: 9 } });
    expect(run(asked, { type: 'moveSalonAnswered', accept: true })).toMatchObject({ salonId: 9, stylistId: 901, moveSalon: null });
    expect(run(asked, { type: 'moveSalonAnswered', accept: false })).toMatchObject({ salonId: 3, stylistId: 0, moveSalon: null });
  });
});

describe('main screen blocks and extras (spec §2, §4 Extras)', () => {
  it('marks blocks done, active or neutral as the selection fills', () => {
    expect(blockStates(start())).toEqual({ salon: 'active', services: 'neutral', schedule: 'neutral' });
    const withSalon = run(start(), { type: 'salonChosen', salon: salon(3), dateBook: TODAY });
    expect(blockStates(withSalon)).toEqual({ salon: 'done', services: 'active', schedule: 'neutral' });
    expect(blockStates(run(withSalon, { type: 'servicesChanged', chosen: [cut] }))).toEqual({ salon: 'done', services: 'done', schedule: 'active' });
    expect(blockStates(ready())).toEqual({ salon: 'done', services: 'done', schedule: 'done' });
  });

  it('lets allow-change replace services only at a consultation salon', () => {
    const base = run(start(), { type: 'salonChosen', salon: salon(2, { selectConsultation: true }), dateBook: TODAY }, { type: 'hourChosen', hour: hour(4, true, 2) });
    expect(isConfirmActive(base)).toBe(false);
    expect(isConfirmActive(run(base, { type: 'allowChangeChanged', value: true }))).toBe(true);
    const plain = run(ready(), { type: 'servicesChanged', chosen: [] }, { type: 'allowChangeChanged', value: true });
    expect(isConfirmActive(plain)).toBe(false);
  });

  it('sets 2 persons with the multi-person switch and 0 without', () => {
    expect(run(ready(), { type: 'multiPersonChanged', on: true }).numberPersons).toBe(2);
    expect(run(ready(), { type: 'multiPersonChanged', on: false }).numberPersons).toBe(0);
  });

  it('fills photo slots one by one, at most three', () => {
    const state = run(ready(), { type: 'imageSet', slot: 1, image: { kind: 'local', url: '/images/demo/hairstyle-1.svg', name: 'A' } });
    expect(state.images.map((image) => image?.url ?? null)).toEqual([null, '/images/demo/hairstyle-1.svg', null]);
  });

  it('totals the chosen services with the struck old total', () => {
    expect(serviceTotals([cut, { ...cut, serviceId: 401, priceNum: 30000, oldPriceNum: null, timeServe: 20 }])).toEqual({ count: 2, total: 130000, oldTotal: 150000, minutes: 60 });
  });
});

describe('a day and hour chosen by the link (salon page free hours, issue 11)', () => {
  it('starts on that day with that hour, then takes the strip\'s box or drops it when taken', () => {
    const state = start('phone=0905939123&salonId=3&dateBook=22-11-2026&hourId=4&hour=9h30');
    expect(state.dateBook).toBe(TOMORROW);
    expect(state.hour).toMatchObject({ hourId: 4, hour: '9h30', salonId: 3 });
    const fresh = run(state, { type: 'hoursLoaded', hours: [hour(4)], today: TODAY, nextDate: null, preselectFirst: false });
    expect(fresh.hour).toEqual(hour(4));
    const taken = run(state, { type: 'hoursLoaded', hours: [hour(4, false), hour(5)], today: TODAY, nextDate: null, preselectFirst: false });
    expect(taken.hour).toBeNull();
  });

  it('ignores a malformed day or hour', () => {
    const state = start('phone=0905939123&salonId=3&dateBook=31-02-2026&hourId=x&hour=9h30');
    expect(state.dateBook).toBe(TODAY);
    expect(state.hour).toBeNull();
  });
});
