import { MULTI_PERSON_COUNT, previousStep } from '@shine/shared';
import type { BookingAction, BookingState } from './booking-state';
import type { SalonSummary } from './booking-types';
import { compareDateBook } from './hour-rules';

export { initialBookingState } from './booking-state';
export type { BackupChoice, BookingAction, BookingState, ExtensionPatch, LinkNotice, MoveSalon, Notice, SalonOff } from './booking-state';

// Transitions of the booking selection (spec §4 "Wizard step machine", "Date, hour, stylist", "Phone
// and name popups", "Extras"). Pure: effects (calls, URL, toasts) live in hooks.

/** Back arrow: 3 to 2 (spec §2 service detail), 4 to 2, 5 to 4, anything else to the main screen. */
export const backStep = (step: number): number => (step === 3 ? 2 : previousStep(step));

/**
 * Changing salon resets stylist (unless pre-chosen by URL), note, hour, numberPersons, skinnerId and
 * services; the date goes to the salon's first bookable day; the backup hour is cleared (spec §4).
 */
function changeSalon(state: BookingState, salon: SalonSummary, dateBook: string, keepServices = false): BookingState {
  if (salon.id === state.salonId && state.salon) return { ...state, salon, salonOff: null, warnings: { ...state.warnings, salon: false } };
  return {
    ...state,
    salonId: salon.id,
    salon,
    dateBook,
    dateTouched: false,
    stylistId: state.stylistFromUrl ? state.stylistId : 0,
    note: '',
    hour: null,
    expiredHourIds: [],
    numberPersons: 0,
    skinnerId: 0,
    chosen: keepServices ? state.chosen : [],
    campaign: keepServices ? state.campaign : null,
    notice: null,
    backupChoice: null,
    salonOff: null,
    warnings: { ...state.warnings, salon: false },
  };
}

function onHoursLoaded(state: BookingState, action: Extract<BookingAction, { type: 'hoursLoaded' }>): BookingState {
  const free = action.hours.filter((hour) => hour.isFree && !state.expiredHourIds.includes(hour.hourId));
  // A chosen hour that is no longer free (another customer took it) is dropped; a free one takes the
  // strip's box (its sub-hours follow the chosen services' length).
  const hour = free.find((h) => h.hourId === state.hour?.hourId) ?? null;
  if (free.length > 0) {
    const preselect = action.preselectFirst && !hour ? (free[0] ?? null) : hour;
    return { ...state, hour: preselect, notice: state.notice?.lostRace ? state.notice : null };
  }
  // Today full: the next day, unless the customer chose today himself.
  if (state.dateBook === action.today && !state.dateTouched && action.nextDate) {
    return { ...state, hour: null, dateBook: action.nextDate };
  }
  return { ...state, hour: null, notice: { kind: state.stylistId > 0 ? 'stylistBusy' : 'salonFull', date: state.dateBook } };
}

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'phoneSubmitted':
      return { ...state, phone: action.phone, popup: action.askName ? 'name' : null };
    case 'popupOpened':
      return { ...state, popup: action.popup };
    case 'goStep':
      return { ...state, step: action.step };
    case 'back':
      return { ...state, step: backStep(state.step) };
    case 'salonChosen': {
      const next = changeSalon(state, action.salon, action.dateBook, action.keepServices);
      const step = state.step === 1 ? 2 : state.step;
      return { ...next, step, hour: action.hour ?? next.hour };
    }
    case 'salonLoaded': {
      if (action.salon.id !== state.salonId) return state;
      const date = compareDateBook(state.dateBook, action.dateBook) < 0 ? action.dateBook : state.dateBook;
      return { ...state, salon: action.salon, dateBook: date };
    }
    case 'salonIdKnown':
      return state.salonId === 0 ? { ...state, salonId: action.salonId, salon: null } : state;
    case 'salonMissing':
      return {
        ...state,
        salonId: 0,
        salon: null,
        hour: null,
        step: state.step >= 2 && state.step <= 5 ? 1 : state.step,
        linkNotice: state.linkNotice ?? 'salon',
      };
    case 'salonOff':
      return { ...state, salonId: 0, salon: null, hour: null, salonOff: action.off };
    case 'salonOffClosed':
      return { ...state, salonOff: null };
    case 'linkNoticeClosed':
      return { ...state, linkNotice: null };
    case 'dateChosen':
      return {
        ...state,
        dateBook: action.date,
        dateTouched: state.dateTouched || action.byUser,
        hour: null,
        notice: null,
        backupChoice: null,
      };
    case 'stylistChosen':
      return {
        ...state,
        stylistId: action.stylistId,
        stylistFromUrl: false,
        hour: null,
        notice: null,
        backupCollapsed: action.stylistId > 0 || state.backupCollapsed,
      };
    case 'hourChosen':
      return {
        ...state,
        hour: action.hour,
        salonId: action.hour.salonId || state.salonId,
        warnings: { ...state.warnings, hour: 0 },
        backupChoice: null,
        backupCollapsed: true,
      };
    case 'hourExpired':
      return {
        ...state,
        expiredHourIds: [...state.expiredHourIds, action.hourId],
        hour: state.hour?.hourId === action.hourId ? null : state.hour,
      };
    case 'hoursLoaded':
      return onHoursLoaded(state, action);
    case 'servicesChanged':
      return { ...state, chosen: action.chosen, pendingServiceIds: [], warnings: { ...state.warnings, services: false } };
    case 'pendingServicesResolved': {
      if (state.chosen.length > 0) return { ...state, pendingServiceIds: [] };
      // Services of the link no longer sold are dropped, and the customer is told (spec §5).
      const dropped = action.chosen.length < state.pendingServiceIds.length;
      return { ...state, chosen: action.chosen, pendingServiceIds: [], linkNotice: state.linkNotice ?? (dropped ? 'services' : null) };
    }
    case 'allowChangeChanged':
      return { ...state, allowChange: action.value, warnings: { ...state.warnings, services: false } };
    case 'campaignApplied':
      return { ...state, campaign: action.campaign, step: state.step === 4 || state.step === 5 ? 2 : state.step };
    case 'campaignInvalid':
      return { ...state, campaign: null };
    case 'serviceDetailOpened':
      return { ...state, detailGroupId: action.groupId, step: action.groupId === null ? 2 : 3 };
    case 'campaignDetailOpened':
      return { ...state, detailCampaignId: action.campaignId, step: action.campaignId === null ? 4 : 5 };
    case 'nextPressed':
      return pressNext(state);
    case 'noticeShown':
      return { ...state, notice: action.notice };
    case 'noticeClosed':
      return { ...state, notice: null };
    case 'backupHourPicked':
      return { ...state, backupChoice: action.choice };
    case 'backupCancelled':
      return { ...state, backupChoice: null };
    case 'backupConfirmed': {
      const choice = state.backupChoice;
      if (!choice) return state;
      const moved = changeSalon({ ...state, stylistFromUrl: false }, action.salon, state.dateBook, true);
      return { ...moved, dateTouched: state.dateTouched, hour: choice.hour, stylistId: 0, backupChoice: null, backupCollapsed: true };
    }
    case 'backupToggled':
      return { ...state, backupCollapsed: !state.backupCollapsed };
    case 'moveSalonAsked':
      return { ...state, moveSalon: action.move };
    case 'moveSalonAnswered':
      return answerMoveSalon(state, action.accept);
    case 'adviceChanged':
      return { ...state, receiveAdvice: action.receiveAdvice, littleAdvice: action.littleAdvice };
    case 'multiPersonChanged':
      return { ...state, numberPersons: action.on ? MULTI_PERSON_COUNT : 0 };
    case 'extensionChanged':
      return { ...state, ...action.patch };
    case 'imageSet':
      return { ...state, images: state.images.map((image, i) => (i === action.slot ? action.image : image)) };
    case 'addressChosen':
      return { ...state, addressId: action.addressId };
    case 'created':
      return { ...state, booking: action.booking, step: 6, otpOpen: action.booking.isUseOtp, otpVerified: !action.booking.isUseOtp };
    case 'createBusy':
      return { ...state, hour: null, notice: { kind: 'stylistBusy', date: state.dateBook, lostRace: true } };
    case 'otpOpened':
      return { ...state, otpOpen: action.open };
    case 'otpVerified':
      return { ...state, otpOpen: false, otpVerified: true };
  }
}

/** Step 0 next action (spec §4): warn about the first missing piece; creating is the caller's job. */
function pressNext(state: BookingState): BookingState {
  switch (nextAction(state)) {
    case 'salon':
      return { ...state, warnings: { ...state.warnings, salon: true } };
    case 'services':
      return { ...state, warnings: { ...state.warnings, services: true } };
    case 'hour':
      return { ...state, warnings: { ...state.warnings, hour: state.warnings.hour + 1 } };
    case 'phone':
      return { ...state, popup: 'phone' };
    case 'create':
      return state;
  }
}

function answerMoveSalon(state: BookingState, accept: boolean): BookingState {
  const move = state.moveSalon;
  if (!move) return state;
  if (!accept) return { ...state, moveSalon: null, stylistId: 0, stylistFromUrl: false, hour: null };
  return { ...state, moveSalon: null, salonId: move.salonId, salon: null, stylistId: move.stylistId, stylistFromUrl: true, hour: null, chosen: [], campaign: null };
}

/** Services are needed unless the salon lets the customer decide at the chair (allow-change). */
export const needsServices = (state: Pick<BookingState, 'chosen' | 'allowChange' | 'salon'>): boolean =>
  state.chosen.length === 0 && !(state.allowChange && state.salon?.selectConsultation === true);

export type NextAction = 'salon' | 'services' | 'hour' | 'phone' | 'create';

export function nextAction(state: BookingState): NextAction {
  if (!state.salonId) return 'salon';
  if (needsServices(state)) return 'services';
  if (!state.hour) return 'hour';
  if (!state.phone) return 'phone';
  return 'create';
}
