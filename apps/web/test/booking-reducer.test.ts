import { describe, expect, it } from 'vitest';
import type { BookingAction } from '../src/features/booking/model/booking-actions';
import { bookingReducer, initialBookingState, nextAction, type BookingState } from '../src/features/booking/model/booking-reducer';
import {
  movesToNextDay,
  resolveHour,
  resolveSelection,
  salonDetailId,
  selectionReducer,
  type SelectionSources,
} from '../src/features/booking/model/booking-selection';
import { blockStates, isConfirmActive, serviceTotals } from '../src/features/booking/model/booking-selectors';
import type { BookingRecord, ChosenService, HourBox, SalonSummary, Stylist } from '../src/features/booking/model/booking-types';
import { parseBookingUrl } from '../src/features/booking/model/booking-url';
import { activeModal, backStep, urlStylistModals, withModal, type DataModals, type WizardModal } from '../src/features/booking/model/wizard-ui';
import { categories, cut as cutService } from './services-fixtures';

// The wizard's one reducer: the selection (what the booking is) and the UI (step, warnings, modals) kept
// apart, driven by the same named actions; what server data tells is derived (resolveSelection).

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
const cut: ChosenService = {
  serviceId: 101,
  name: 'Cắt gội 10 bước',
  priceNum: 100000,
  oldPriceNum: 120000,
  timeServe: 40,
  groupId: 10,
  parentServiceId: null,
};
const hour = (hourId: number, isFree = true, salonId = 3): HourBox => ({
  hour: '9h30',
  hourFrame: '09:30',
  isFree,
  hourId,
  subHourId: hourId + 1,
  secondSubHourId: 0,
  salonId,
  guideText: '',
});
const run = (state: BookingState, ...actions: BookingAction[]) => actions.reduce(bookingReducer, state);
const view = (state: BookingState, sources: Partial<SelectionSources> = {}) =>
  resolveSelection(state.selection, { salonDetail: undefined, serviceList: undefined, today: TODAY, ...sources });
const noData: DataModals = { askName: false, servicesDropped: false };
const open = (state: BookingState, data: Partial<DataModals> = {}, appModalOpen = false) => activeModal(state.ui, { ...noData, ...data }, appModalOpen);
const ready = () =>
  run(
    start(),
    { type: 'salonChosen', salon: salon(3), dateBook: TODAY },
    { type: 'servicesChanged', chosen: [cut] },
    { type: 'hourChosen', hour: hour(4), date: TODAY },
  );

describe('selection and UI apart', () => {
  it('leaves the selection untouched by UI actions, and the UI by selection-only ones', () => {
    const state = ready();
    for (const action of [
      { type: 'goStep', step: 2 },
      { type: 'backupToggled' },
      { type: 'modalOpened', modal: { kind: 'phone' } },
      { type: 'modalClosed', kind: 'notice' },
    ] as BookingAction[]) {
      expect(bookingReducer(state, action).selection).toBe(state.selection);
    }
    for (const action of [
      { type: 'adviceChanged', receiveAdvice: false, littleAdvice: true },
      { type: 'imageSet', slot: 0, image: null },
      { type: 'addressChosen', addressId: 4 },
    ] as BookingAction[]) {
      expect(bookingReducer(state, action).ui).toBe(state.ui);
    }
  });

  it('keeps the same state object for an action that changes nothing', () => {
    const state = ready();
    expect(bookingReducer(state, { type: 'campaignInvalid' }).ui).toBe(state.ui);
    expect(selectionReducer(state.selection, { type: 'back' })).toBe(state.selection);
  });
});

describe('phone and name popups (spec §4)', () => {
  it('opens the phone popup without a valid phone and closes it once given', () => {
    expect(open(start(''))?.kind).toBe('phone');
    expect(open(start('phone=123'))?.kind).toBe('phone');
    expect(open(start())).toBeNull();
    const given = run(start(''), { type: 'phoneSubmitted', phone: '0905939123' });
    expect(given.selection.phone).toBe('0905939123');
    expect(open(given)).toBeNull();
    expect(open(run(start(''), { type: 'modalClosed', kind: 'phone' }))).toBeNull();
  });

  it('asks a logged-in customer without a name for it once, after the phone popup', () => {
    expect(open(start(''), { askName: true })?.kind).toBe('phone');
    const given = run(start(''), { type: 'phoneSubmitted', phone: '0905939123' });
    expect(open(given, { askName: true })?.kind).toBe('name');
    expect(open(run(given, { type: 'modalClosed', kind: 'name' }), { askName: true })).toBeNull();
  });

  it("keeps the wizard's modal back while the login modal is open", () => {
    expect(open(start(), { askName: true }, true)).toBeNull();
    expect(open(start(), { askName: true }, false)?.kind).toBe('name');
  });
});

describe('one modal at a time, in flow order', () => {
  const move = { stylistId: 7, stylistName: 'Minh', salonId: 5 };

  it('shows the phone popup first; the move-salon popup waits until it closes', () => {
    const asked = run(start(''), { type: 'modalOpened', modal: { kind: 'moveSalon', move } });
    expect(open(asked)?.kind).toBe('phone');
    expect(open(run(asked, { type: 'phoneSubmitted', phone: '0905939123' }))).toEqual({ kind: 'moveSalon', move });
  });

  it('shows the busy notice and the backup confirm one after the other, whatever order they came in', () => {
    const choice = { salonId: 5, name: 'Salon 5', hour: hour(9) };
    const both = run(ready(), { type: 'modalOpened', modal: { kind: 'backupChoice', choice } }, { type: 'createBusy', date: TODAY });
    expect(open(both)?.kind).toBe('notice');
    expect(open(run(both, { type: 'modalClosed', kind: 'notice' }))).toEqual({ kind: 'backupChoice', choice });
    expect(open(run(both, { type: 'modalClosed', kind: 'notice' }, { type: 'modalClosed', kind: 'backupChoice' }))).toBeNull();
  });

  it('holds one modal of a kind: a second notice replaces the first', () => {
    const twice = run(
      ready(),
      { type: 'modalOpened', modal: { kind: 'notice', notice: { kind: 'salonFull', date: TODAY } } },
      { type: 'modalOpened', modal: { kind: 'notice', notice: { kind: 'stylistBusy', date: TOMORROW } } },
    );
    expect(twice.ui.modals).toEqual([{ kind: 'notice', notice: { kind: 'stylistBusy', date: TOMORROW } }]);
  });

  it('sorts any queue in flow order', () => {
    const arriving: WizardModal[] = [{ kind: 'otp' }, { kind: 'stylistBusyToday' }, { kind: 'linkNotice', about: 'salon' }];
    const queue = arriving.reduce(withModal, [{ kind: 'name' }]);
    expect(queue.map((m) => m.kind)).toEqual(['name', 'linkNotice', 'stylistBusyToday', 'otp']);
  });

  it("lets the URL stylist's busy-today notice wait for the modals before it", () => {
    const state = run(start(''), { type: 'modalOpened', modal: { kind: 'stylistBusyToday' } });
    expect(open(state)?.kind).toBe('phone');
    const after = run(state, { type: 'phoneSubmitted', phone: '0905939123' });
    expect(open(after)?.kind).toBe('stylistBusyToday');
    expect(open(run(after, { type: 'modalClosed', kind: 'stylistBusyToday' }))).toBeNull();
  });
});

describe('what the link asked for and is not available', () => {
  it("reads the link's services from the salon's list, and tells about those no longer sold, once", () => {
    const pending = start('phone=0905939123&salonId=3&chosenService=101,999');
    expect(view(pending)).toMatchObject({ chosen: [], servicesPending: true, servicesDropped: false });
    const loaded = view(pending, { serviceList: categories });
    expect(loaded.chosen.map((s) => s.serviceId)).toEqual([cutService.serviceId]);
    expect(loaded).toMatchObject({ servicesPending: false, servicesDropped: true });
    expect(open(pending, { servicesDropped: loaded.servicesDropped })).toEqual({ kind: 'linkNotice', about: 'services' });
    expect(open(run(pending, { type: 'modalClosed', kind: 'linkNotice' }), { servicesDropped: true })).toBeNull();
    expect(view(start('phone=0905939123&salonId=3&chosenService=101'), { serviceList: categories }).servicesDropped).toBe(false);
  });

  it("keeps the link's services for the first salon the customer picks, not for a change of salon", () => {
    const picked = run(start('phone=0905939123&chosenService=101'), { type: 'salonChosen', salon: salon(3), dateBook: TODAY });
    expect(view(picked, { serviceList: categories }).chosen.map((s) => s.serviceId)).toEqual([cutService.serviceId]);
    const moved = run(picked, { type: 'salonChosen', salon: salon(4), dateBook: TODAY });
    expect(view(moved, { serviceList: categories })).toMatchObject({ chosen: [], servicesPending: false });
  });

  it("keeps the customer's own choice over the link's services", () => {
    const chosen = run(start('phone=0905939123&salonId=3&chosenService=101,999'), { type: 'servicesChanged', chosen: [] });
    expect(view(chosen, { serviceList: categories })).toMatchObject({ chosen: [], servicesDropped: false });
  });

  it('tells the customer when the salon or stylist of the link is not available, then starts without it', () => {
    expect(open(start('phone=0905939123&salonId=abc'))).toEqual({ kind: 'linkNotice', about: 'salon' });
    expect(open(start('phone=0905939123&stylistId=x1'))).toEqual({ kind: 'linkNotice', about: 'stylist' });
    expect(open(start('phone=0905939123&salonId=0'))).toBeNull();
    const missing = run(start('phone=0905939123&salonId=9999&step=2'), { type: 'salonMissing' });
    expect(missing.selection.salonId).toBe(0);
    expect(missing.ui.step).toBe(1);
    expect(open(missing)).toEqual({ kind: 'linkNotice', about: 'salon' });
    expect(open(initialBookingState(parseBookingUrl(new URLSearchParams('phone=0905939123')), TODAY, 'stylist'))).toEqual({
      kind: 'linkNotice',
      about: 'stylist',
    });
  });
});

describe('the salon, derived from server data', () => {
  it('reads a salon known only by id from its query, a picked card from the card', () => {
    const byId = start('phone=0905939123&salonId=3');
    expect(salonDetailId(byId.selection)).toBe(3);
    expect(view(byId).salon).toBeNull();
    expect(view(byId, { salonDetail: salon(3) }).salon?.name).toBe('Salon 3');
    const picked = run(start(), { type: 'salonChosen', salon: salon(4), dateBook: TODAY });
    expect(salonDetailId(picked.selection)).toBe(0);
    expect(view(picked).salon?.id).toBe(4);
  });

  it('moves the date of a salon that opens later to its opening day', () => {
    const byId = start('phone=0905939123&salonId=3');
    expect(view(byId, { salonDetail: salon(3, { openingDate: '01-12-2026' }) }).dateBook).toBe('01-12-2026');
    expect(view(byId, { salonDetail: salon(3, { openingDate: '01-01-2026' }) }).dateBook).toBe(TODAY);
  });
});

describe('wizard step machine (spec §4)', () => {
  it('starts steps 2-5 at the salon chooser when no salon is known', () => {
    expect(start('phone=0905939123&step=2').ui.step).toBe(1);
    expect(start('phone=0905939123&step=2&salonId=3').ui.step).toBe(2);
  });

  it('step 0 next action warns about the salon, then services, then the hour, then creates', () => {
    let state = start();
    expect(nextAction(view(state))).toBe('salon');
    state = run(state, { type: 'nextPressed', missing: 'salon' });
    expect(state.ui.warnings.salon).toBe(true);
    state = run(state, { type: 'salonChosen', salon: salon(3), dateBook: TODAY });
    expect(nextAction(view(state))).toBe('services');
    state = run(state, { type: 'nextPressed', missing: 'services' });
    expect(state.ui.warnings).toMatchObject({ salon: false, services: true });
    state = run(state, { type: 'servicesChanged', chosen: [cut] });
    expect(nextAction(view(state))).toBe('hour');
    state = run(state, { type: 'nextPressed', missing: 'hour' }, { type: 'nextPressed', missing: 'hour' });
    expect(state.ui.warnings).toMatchObject({ services: false, hour: 2 });
    state = run(state, { type: 'hourChosen', hour: hour(4), date: TODAY });
    expect(state.ui.warnings.hour).toBe(0);
    expect(nextAction(view(state))).toBe('create');
  });

  it('asks for the phone before creating when it is missing', () => {
    const noPhone = { ...ready(), selection: { ...ready().selection, phone: '' } };
    expect(nextAction(view(noPhone))).toBe('phone');
    expect(open(run(noPhone, { type: 'nextPressed', missing: 'phone' }))?.kind).toBe('phone');
  });

  it('goes from the salon chooser to the services once a salon is chosen', () => {
    expect(run(start('phone=0905939123&step=1'), { type: 'salonChosen', salon: salon(3), dateBook: TODAY }).ui.step).toBe(2);
  });

  it('goes back 3 to 2, 4 to 2, 5 to 4 and anything else to 0', () => {
    expect([1, 2, 3, 4, 5].map(backStep)).toEqual([0, 0, 2, 2, 4]);
    expect(run(run(start(), { type: 'goStep', step: 5 }), { type: 'back' }).ui.step).toBe(4);
  });

  it('returns to the services after applying a campaign, and opens details on 3 and 5', () => {
    const applied = run(ready(), { type: 'goStep', step: 4 }, { type: 'campaignApplied', campaign: { campaignId: 2, name: 'Giảm 20%' } });
    expect(applied.ui.step).toBe(2);
    expect(applied.selection.campaign).toMatchObject({ campaignId: 2 });
    expect(run(ready(), { type: 'serviceDetailOpened', groupId: 10 }).ui).toMatchObject({ step: 3, detailGroupId: 10 });
    expect(run(ready(), { type: 'campaignDetailOpened', campaignId: 2 }).ui).toMatchObject({ step: 5, detailCampaignId: 2 });
  });

  it('resets stylist, note, hour, persons, skinner and services when the salon changes; the date goes to the opening date', () => {
    const before = run(
      ready(),
      { type: 'stylistChosen', stylistId: 301 },
      { type: 'multiPersonChanged', on: true },
      { type: 'extensionChanged', patch: { note: 'x', skinnerId: 9 } },
    );
    const after = run(before, { type: 'salonChosen', salon: salon(7, { openingDate: '01-12-2026' }), dateBook: '01-12-2026' });
    expect(after.selection).toMatchObject({
      salonId: 7,
      stylistId: 0,
      note: '',
      hour: null,
      numberPersons: 0,
      skinnerId: 0,
      chosen: [],
      dateBook: '01-12-2026',
    });
  });

  it('drops the busy notice and backup choice of the old salon when another is chosen', () => {
    const asked = run(ready(), { type: 'modalOpened', modal: { kind: 'notice', notice: { kind: 'salonFull', date: TODAY } } });
    expect(open(run(asked, { type: 'salonChosen', salon: salon(3), dateBook: TODAY }))?.kind).toBe('notice');
    expect(open(run(asked, { type: 'salonChosen', salon: salon(8), dateBook: TODAY }))).toBeNull();
  });

  it('keeps a stylist chosen by URL across a salon change', () => {
    const state = run(start('phone=0905939123&stylistId=301'), { type: 'salonChosen', salon: salon(3), dateBook: TODAY });
    expect(state.selection.stylistId).toBe(301);
  });

  it('clears the salon and opens the backup list when the salon is off', () => {
    // The popup names the salon and day: its message and backups are read from that salon-off answer.
    const off = { salonId: 5, date: TODAY };
    const state = run(ready(), { type: 'salonOff', off });
    expect(state.selection).toMatchObject({ salonId: 0, salonCard: null, hour: null });
    expect(open(state)).toEqual({ kind: 'salonOff', off });
    expect(open(run(state, { type: 'modalClosed', kind: 'salonOff' }))).toBeNull();
  });

  it('moves to step 6 after create and opens the OTP modal when the booking uses it', () => {
    const booking = { bookingId: 1, isUseOtp: true } as unknown as BookingRecord;
    const state = run(ready(), { type: 'created', booking });
    expect(state.ui.step).toBe(6);
    expect(state.selection.otpVerified).toBe(false);
    expect(open(state)?.kind).toBe('otp');
    const closed = run(state, { type: 'modalClosed', kind: 'otp' });
    expect(open(closed)).toBeNull();
    expect(open(run(closed, { type: 'modalOpened', modal: { kind: 'otp' } }))?.kind).toBe('otp');
    const verified = run(state, { type: 'otpVerified' });
    expect(verified.selection.otpVerified).toBe(true);
    expect(open(verified)).toBeNull();
    expect(open(run(ready(), { type: 'created', booking: { ...booking, isUseOtp: false } }))).toBeNull();
    // A notice of step 0 left behind (the URL stylist's busy day) does not hold the OTP modal back.
    expect(open(run(ready(), { type: 'modalOpened', modal: { kind: 'stylistBusyToday' } }, { type: 'created', booking }))?.kind).toBe('otp');
  });
});

describe('date, hour and stylist (spec §4)', () => {
  // What the strips decide is derived from their answers (hooks/use-schedule.ts), never stored.
  const withServices = () => run(start(), { type: 'salonChosen', salon: salon(3), dateBook: TODAY }, { type: 'servicesChanged', chosen: [cut] });
  const moves = (state: BookingState, todayHours: HourBox[] | undefined, nextDate: string | null = TOMORROW) =>
    movesToNextDay(state.selection, { today: TODAY, todayHours, nextDate });
  const full = (kind: 'salonFull' | 'stylistBusy', date: string, key = 'strip-1') => ({ notice: { kind, date }, key });

  it('shows the next day when no hour is free today, unless the customer chose the day or there is none', () => {
    expect(moves(withServices(), [hour(1, false)])).toBe(true);
    expect(moves(withServices(), [hour(1, false), hour(2)])).toBe(false);
    // Until today's strip answers, today stands.
    expect(moves(withServices(), undefined)).toBe(false);
    expect(moves(withServices(), [hour(1, false)], null)).toBe(false);
    expect(moves(run(withServices(), { type: 'dateChosen', date: TODAY, byUser: true }), [hour(1, false)])).toBe(false);
    // An hour seen expiring on this screen is not free either.
    expect(moves(run(withServices(), { type: 'hourExpired', hourId: 2 }), [hour(1, false), hour(2)])).toBe(true);
  });

  it('keeps the day of a picked hour: picking an hour picks its day', () => {
    const picked = run(withServices(), { type: 'hourChosen', hour: hour(4), date: TOMORROW });
    expect(picked.selection).toMatchObject({ dateBook: TOMORROW, dateTouched: true });
    expect(moves(picked, [hour(1, false)])).toBe(false);
  });

  it('shows the busy notice of a strip without a free hour, once per strip', () => {
    const state = withServices();
    expect(open(state, { hoursNotice: full('salonFull', TODAY) })).toEqual({ kind: 'notice', notice: { kind: 'salonFull', date: TODAY }, key: 'strip-1' });
    const closed = run(state, { type: 'modalClosed', kind: 'notice', key: 'strip-1' });
    expect(open(closed, { hoursNotice: full('salonFull', TODAY) })).toBeNull();
    // Another strip (another day, stylist or services) without a free hour is told again.
    expect(open(closed, { hoursNotice: full('stylistBusy', TOMORROW, 'strip-2') })).toEqual({
      kind: 'notice',
      notice: { kind: 'stylistBusy', date: TOMORROW },
      key: 'strip-2',
    });
    expect(open(closed, { hoursNotice: null })).toBeNull();
  });

  it('answers a lost booking race with the stylist-busy popup, kept open over the fresh hour strip', () => {
    const lost = run(ready(), { type: 'createBusy', date: TODAY });
    expect(lost.selection.hour).toBeNull();
    expect(open(lost)).toEqual({ kind: 'notice', notice: { kind: 'stylistBusy', date: TODAY, lostRace: true } });
    // The fresh strip, full or not, does not replace it.
    expect(open(lost, { hoursNotice: full('salonFull', TODAY) })).toEqual({ kind: 'notice', notice: { kind: 'stylistBusy', date: TODAY, lostRace: true } });
    expect(open(run(lost, { type: 'modalClosed', kind: 'notice' }))).toBeNull();
  });

  it("drops a chosen hour another customer took meanwhile, and reads a free one as the strip's box", () => {
    const state = ready().selection;
    expect(resolveHour(state, [hour(4, false), hour(5)], false)).toBeNull();
    const fresh = { ...hour(4), subHourId: 40 };
    expect(resolveHour(state, [fresh, hour(5)], false)).toBe(fresh);
    // While the strip loads, the chosen hour stands.
    expect(resolveHour(state, undefined, false)).toBe(state.hour);
    expect(resolveHour(run(ready(), { type: 'hourExpired', hourId: 4 }).selection, [hour(4), hour(5)], false)).toBeNull();
  });

  it('preselects the first free hour for the salon desk', () => {
    const state = run(start(), { type: 'salonChosen', salon: salon(3), dateBook: TODAY }).selection;
    expect(resolveHour(state, [hour(1, false), hour(2)], true)?.hourId).toBe(2);
    expect(resolveHour(state, [hour(1, false), hour(2)], false)).toBeNull();
  });

  it('resets the hour when the date or stylist changes', () => {
    expect(run(ready(), { type: 'dateChosen', date: TOMORROW, byUser: true }).selection.hour).toBeNull();
    const other = run(ready(), { type: 'stylistChosen', stylistId: 301 });
    expect(other.selection.hour).toBeNull();
    expect(other.ui.backupCollapsed).toBe(true);
  });

  it('forgets an hour that expired while the strip was open', () => {
    expect(run(ready(), { type: 'hourExpired', hourId: 4 }).selection).toMatchObject({ hour: null, expiredHourIds: [4] });
  });

  it('keeps the backup-salon list folded until the customer opens it', () => {
    expect(ready().ui.backupCollapsed).toBe(true);
    expect(run(ready(), { type: 'backupToggled' }).ui.backupCollapsed).toBe(false);
  });

  it('switches to the backup salon keeping services and taking its hour; cancelling keeps the original', () => {
    const choice = { salonId: 9, name: '168 Kim Mã', hour: hour(12, true, 9) };
    const asked = run(ready(), { type: 'modalOpened', modal: { kind: 'backupChoice', choice } });
    const cancelled = run(asked, { type: 'modalClosed', kind: 'backupChoice' });
    expect(cancelled.selection.salonId).toBe(3);
    expect(open(cancelled)).toBeNull();
    const moved = run(asked, { type: 'backupConfirmed', salon: salon(9), hour: choice.hour, date: TODAY });
    expect(moved.selection).toMatchObject({ salonId: 9, chosen: [cut], hour: { hourId: 12, salonId: 9 }, stylistId: 0 });
    expect(open(moved)).toBeNull();
  });

  it('books the stylist at his salon when the move is accepted, and lets the system pick when declined', () => {
    const move = { stylistId: 901, stylistName: 'A', salonId: 9 };
    const asked = run(ready(), { type: 'modalOpened', modal: { kind: 'moveSalon', move } });
    const accepted = run(asked, { type: 'moveSalonAnswered', move, accept: true });
    expect(accepted.selection).toMatchObject({ salonId: 9, salonCard: null, stylistId: 901, chosen: [] });
    expect(open(accepted)).toBeNull();
    expect(run(asked, { type: 'moveSalonAnswered', move, accept: false }).selection).toMatchObject({ salonId: 3, stylistId: 0 });
  });
});

describe('a stylist chosen by the link (spec §4)', () => {
  const linked = (query = 'phone=0905939123&stylistId=901') => run(start(query), { type: 'salonChosen', salon: salon(3), dateBook: TODAY });
  const data = (extra: { salonId?: number | null; isBusyToday?: boolean; staffId?: number } = {}) => ({
    info: { staffId: extra.staffId ?? 901, staffName: 'Minh Khôi' } as Stylist,
    salonId: extra.salonId === undefined ? 9 : extra.salonId,
    isBusyToday: extra.isBusyToday ?? false,
  });
  const modalsOf = (state: BookingState, answer = data()) => urlStylistModals(view(state), answer, TODAY);

  it('asks once to move when he works that day at another salon than the one chosen', () => {
    const state = linked();
    const move = { stylistId: 901, stylistName: 'Minh Khôi', salonId: 9 };
    expect(modalsOf(state).moveSalon).toEqual(move);
    expect(open(state, modalsOf(state))).toEqual({ kind: 'moveSalon', move });
    expect(modalsOf(state, data({ salonId: 3 })).moveSalon).toBeNull();
    expect(modalsOf(state, data({ salonId: null })).moveSalon).toBeNull();
    // Not his answer (another stylist's), or no salon chosen yet (his salon becomes the salon): no question.
    expect(modalsOf(state, data({ staffId: 902 })).moveSalon).toBeNull();
    expect(modalsOf(run(start('phone=0905939123&stylistId=901'))).moveSalon).toBeNull();
    const declined = run(state, { type: 'moveSalonAnswered', move, accept: false });
    expect(open(declined, { moveSalon: move })).toBeNull();
  });

  it('tells once that he is busy today, when the phone is known', () => {
    const state = linked();
    expect(modalsOf(state, data({ salonId: 3, isBusyToday: true })).stylistBusyToday).toBe(true);
    expect(open(state, { stylistBusyToday: true })).toEqual({ kind: 'stylistBusyToday' });
    expect(open(run(state, { type: 'modalClosed', kind: 'stylistBusyToday' }), { stylistBusyToday: true })).toBeNull();
    expect(modalsOf(linked('stylistId=901'), data({ salonId: 3, isBusyToday: true })).stylistBusyToday).toBe(false);
    expect(modalsOf(run(state, { type: 'dateChosen', date: TOMORROW, byUser: true }), data({ salonId: 3, isBusyToday: true })).stylistBusyToday).toBe(false);
  });
});

describe('main screen blocks and extras (spec §2, §4 Extras)', () => {
  it('marks blocks done, active or neutral as the selection fills', () => {
    expect(blockStates(view(start()))).toEqual({ salon: 'active', services: 'neutral', schedule: 'neutral' });
    const withSalon = run(start(), { type: 'salonChosen', salon: salon(3), dateBook: TODAY });
    expect(blockStates(view(withSalon))).toEqual({ salon: 'done', services: 'active', schedule: 'neutral' });
    expect(blockStates(view(run(withSalon, { type: 'servicesChanged', chosen: [cut] })))).toEqual({ salon: 'done', services: 'done', schedule: 'active' });
    expect(blockStates(view(ready()))).toEqual({ salon: 'done', services: 'done', schedule: 'done' });
  });

  it('lets allow-change replace services only at a consultation salon', () => {
    const base = run(
      start(),
      { type: 'salonChosen', salon: salon(2, { selectConsultation: true }), dateBook: TODAY },
      { type: 'hourChosen', hour: hour(4, true, 2), date: TODAY },
    );
    expect(isConfirmActive(view(base))).toBe(false);
    expect(isConfirmActive(view(run(base, { type: 'allowChangeChanged', value: true })))).toBe(true);
    const plain = run(ready(), { type: 'servicesChanged', chosen: [] }, { type: 'allowChangeChanged', value: true });
    expect(isConfirmActive(view(plain))).toBe(false);
  });

  it('sets 2 persons with the multi-person switch and 0 without', () => {
    expect(run(ready(), { type: 'multiPersonChanged', on: true }).selection.numberPersons).toBe(2);
    expect(run(ready(), { type: 'multiPersonChanged', on: false }).selection.numberPersons).toBe(0);
  });

  it('fills photo slots one by one, at most three', () => {
    const state = run(ready(), { type: 'imageSet', slot: 1, image: { kind: 'local', url: '/images/demo/hairstyle-1.svg', name: 'A' } });
    expect(state.selection.images.map((image) => image?.url ?? null)).toEqual([null, '/images/demo/hairstyle-1.svg', null]);
  });

  it('totals the chosen services with the struck old total', () => {
    expect(serviceTotals([cut, { ...cut, serviceId: 401, priceNum: 30000, oldPriceNum: null, timeServe: 20 }])).toEqual({
      count: 2,
      total: 130000,
      oldTotal: 150000,
      minutes: 60,
    });
  });
});

describe('a day and hour chosen by the link (salon page free hours, issue 11)', () => {
  it("starts on that day with that hour, then takes the strip's box or drops it when taken", () => {
    const state = start('phone=0905939123&salonId=3&dateBook=22-11-2026&hourId=4&hour=9h30');
    expect(state.selection.dateBook).toBe(TOMORROW);
    expect(state.selection.hour).toMatchObject({ hourId: 4, hour: '9h30', salonId: 3 });
    expect(resolveHour(state.selection, [hour(4)], false)).toEqual(hour(4));
    expect(resolveHour(state.selection, [hour(4, false), hour(5)], false)).toBeNull();
  });

  it('ignores a malformed day or hour', () => {
    const state = start('phone=0905939123&salonId=3&dateBook=31-02-2026&hourId=x&hour=9h30');
    expect(state.selection.dateBook).toBe(TODAY);
    expect(state.selection.hour).toBeNull();
  });
});
