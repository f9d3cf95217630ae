import { MAX_IMAGES, MULTI_PERSON_COUNT } from '@shine/shared';
import type { TServiceCategory } from '@shine/shared/schemas/catalog';
import type { BookingAction } from './booking-actions';
import type { BookingUrl } from './booking-url';
import type { BookingRecord, ChosenCampaign, ChosenService, HourBox, ImageSlot, SalonSummary } from './booking-types';
import { compareDateBook } from './hour-rules';
import { pickServices } from './pick-services';
import { firstBookableDateBook } from '../../../lib/date-book';

// The booking selection of spec §3 ("Booking selection"): what the booking is. Nothing here says which
// screen or modal shows (wizard-ui.ts); nothing here is a copy of server data: a salon known by id and
// the link's services are read from their queries (resolveSelection).

export interface SelectionState {
  phone: string;
  salonId: number;
  /** The salon card the customer picked; a salon known only by id (link, stylist, chip) comes from its query. */
  salonCard: SalonSummary | null;
  /** DD-MM-YYYY, as asked: a salon that opens later moves it to its opening day (resolveSelection). */
  dateBook: string;
  /** The customer picked the date himself: no automatic move to the next day. */
  dateTouched: boolean;
  stylistId: number;
  stylistFromUrl: boolean;
  hour: HourBox | null;
  expiredHourIds: number[];
  chosen: ChosenService[];
  /** `chosenService` of the link: the services until the customer chooses himself (read from the salon's list). */
  linkServiceIds: number[];
  allowChange: boolean;
  campaign: ChosenCampaign | null;
  receiveAdvice: boolean;
  littleAdvice: boolean;
  numberPersons: number;
  skinnerId: number;
  note: string;
  acceptMakePhoto: boolean;
  muonCaoMat: boolean;
  images: (ImageSlot | null)[];
  /** Booking at home: the saved address (attrId) the stylist comes to. */
  addressId: number | null;
  booking: BookingRecord | null;
  otpVerified: boolean;
}

export function initialSelection(url: BookingUrl, today: string): SelectionState {
  return {
    phone: url.phone,
    salonId: url.salonId,
    salonCard: null,
    dateBook: url.dateBook || today,
    dateTouched: url.dateBook !== '',
    stylistId: url.stylistId,
    stylistFromUrl: url.stylistId > 0,
    // An hour chosen by the link (salon page): kept while the strip cannot show (no services yet), then
    // read as the strip's own box, or not at all once it is no longer free (resolveHour).
    hour:
      url.hour && url.salonId > 0 ? { ...url.hour, hourFrame: '', isFree: true, subHourId: 0, secondSubHourId: 0, salonId: url.salonId, guideText: '' } : null,
    expiredHourIds: [],
    chosen: [],
    linkServiceIds: url.chosenServiceIds,
    allowChange: false,
    campaign: null,
    receiveAdvice: true,
    littleAdvice: false,
    numberPersons: 0,
    skinnerId: url.skinnerId,
    note: '',
    acceptMakePhoto: true,
    muonCaoMat: false,
    images: Array.from({ length: MAX_IMAGES }, () => null),
    addressId: null,
    booking: null,
    otpVerified: false,
  };
}

/** The salon changes: a new salon resets what belongs to the old one (spec §4), the same one keeps everything. */
export const isOtherSalon = (state: Pick<SelectionState, 'salonId'>, salonId: number): boolean => salonId !== state.salonId;

/**
 * Changing salon resets stylist (unless pre-chosen by URL), note, hour, numberPersons, skinnerId and
 * services; the date goes to the salon's first bookable day (spec §4).
 */
function changeSalon(state: SelectionState, salon: SalonSummary, dateBook: string, keepServices = false): SelectionState {
  if (!isOtherSalon(state, salon.id)) return { ...state, salonCard: salon };
  return {
    ...state,
    salonId: salon.id,
    salonCard: salon,
    dateBook,
    dateTouched: false,
    stylistId: state.stylistFromUrl ? state.stylistId : 0,
    note: '',
    hour: null,
    expiredHourIds: [],
    numberPersons: 0,
    skinnerId: 0,
    chosen: keepServices ? state.chosen : [],
    // The link's services wait for the first salon (they are read from its list); another salon drops them.
    linkServiceIds: keepServices || state.salonId === 0 ? state.linkServiceIds : [],
    campaign: keepServices ? state.campaign : null,
  };
}

export function selectionReducer(state: SelectionState, action: BookingAction): SelectionState {
  switch (action.type) {
    case 'phoneSubmitted':
      return { ...state, phone: action.phone };
    case 'salonChosen': {
      const next = changeSalon(state, action.salon, action.dateBook, action.keepServices);
      return action.hour ? { ...next, hour: action.hour } : next;
    }
    case 'salonIdKnown':
      return state.salonId === 0 ? { ...state, salonId: action.salonId, salonCard: null } : state;
    case 'salonMissing':
    case 'salonOff':
      return { ...state, salonId: 0, salonCard: null, hour: null };
    case 'dateChosen':
      return { ...state, dateBook: action.date, dateTouched: state.dateTouched || action.byUser, hour: null };
    case 'stylistChosen':
      return { ...state, stylistId: action.stylistId, stylistFromUrl: false, hour: null };
    case 'hourChosen':
      return { ...state, hour: action.hour, dateBook: action.date, dateTouched: true, salonId: action.hour.salonId || state.salonId };
    case 'hourExpired':
      return { ...state, expiredHourIds: [...state.expiredHourIds, action.hourId], hour: state.hour?.hourId === action.hourId ? null : state.hour };
    case 'backupConfirmed': {
      const moved = changeSalon({ ...state, stylistFromUrl: false }, action.salon, action.date, true);
      return { ...moved, dateTouched: true, hour: action.hour, stylistId: 0 };
    }
    case 'moveSalonAnswered': {
      if (!action.accept) return { ...state, stylistId: 0, stylistFromUrl: false, hour: null };
      const { salonId, stylistId } = action.move;
      return { ...state, salonId, salonCard: null, stylistId, stylistFromUrl: true, hour: null, chosen: [], linkServiceIds: [], campaign: null };
    }
    case 'servicesChanged':
      return { ...state, chosen: action.chosen, linkServiceIds: [] };
    case 'allowChangeChanged':
      return { ...state, allowChange: action.value };
    case 'campaignApplied':
      return { ...state, campaign: action.campaign };
    case 'campaignInvalid':
      return { ...state, campaign: null };
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
      return { ...state, booking: action.booking, otpVerified: !action.booking.isUseOtp };
    case 'createBusy':
      return { ...state, hour: null };
    case 'otpVerified':
      return { ...state, otpVerified: true };
    default:
      return state;
  }
}

/** The selection as the screens read it: the salon and the link's services filled in from server data. */
export interface Selection extends Omit<SelectionState, 'salonCard' | 'linkServiceIds'> {
  salon: SalonSummary | null;
  /** The link's services are being looked up in the salon's list. */
  servicesPending: boolean;
  /** Some services of the link are no longer sold (the customer is told, spec §5). */
  servicesDropped: boolean;
}

export interface SelectionSources {
  /** The salon of `salonId` from its query, when no picked card names it. */
  salonDetail: SalonSummary | undefined;
  /** The salon's service list from its query, when the link brought services. */
  serviceList: TServiceCategory[] | undefined;
  today: string;
}

/** The salon whose card is not known is read from its query (salonDetailId 0: none needed). */
export const salonDetailId = (state: Pick<SelectionState, 'salonId' | 'salonCard'>): number => (state.salonCard?.id === state.salonId ? 0 : state.salonId);

/**
 * Derives what the screens read: the salon (picked card, else its query), the date (not before the
 * salon's opening day), and the link's services (from the salon's list, until the customer chooses).
 */
export function resolveSelection(state: SelectionState, sources: SelectionSources): Selection {
  const { salonCard, linkServiceIds, ...rest } = state;
  const salon = state.salonId === 0 ? null : salonCard?.id === state.salonId ? salonCard : (sources.salonDetail ?? null);
  const opening = salon ? firstBookableDateBook(sources.today, salon.openingDate) : state.dateBook;
  const dateBook = compareDateBook(state.dateBook, opening) < 0 ? opening : state.dateBook;
  const fromLink = linkServiceIds.length > 0 && state.chosen.length === 0 && state.salonId > 0;
  const linkServices = fromLink && sources.serviceList ? pickServices(sources.serviceList, linkServiceIds) : null;
  return {
    ...rest,
    salon,
    dateBook,
    chosen: linkServices ?? state.chosen,
    servicesPending: fromLink && !sources.serviceList,
    servicesDropped: linkServices !== null && linkServices.length < linkServiceIds.length,
  };
}

/** The hours of a strip the customer can still take: free, and not seen expiring on this screen. */
export const freeHours = (hours: readonly HourBox[], expiredHourIds: readonly number[]): HourBox[] =>
  hours.filter((hour) => hour.isFree && !expiredHourIds.includes(hour.hourId));

/**
 * Today full moves the wizard to the next active day (spec §4), unless the customer chose the day (by
 * the date list or by picking an hour): decided from today's strip once it answered (`todayHours`).
 */
export function movesToNextDay(
  state: Pick<SelectionState, 'dateBook' | 'dateTouched' | 'expiredHourIds'>,
  input: { today: string; todayHours: readonly HourBox[] | undefined; nextDate: string | null },
): boolean {
  const { todayHours } = input;
  if (state.dateTouched || state.dateBook !== input.today || !input.nextDate || !todayHours) return false;
  return freeHours(todayHours, state.expiredHourIds).length === 0;
}

/**
 * The hour the booking has, read from the strip shown (`hours`, once it answered for these inputs): the
 * chosen hour while it is still free, as the strip's own box (its sub-hours follow the chosen services),
 * or none once another customer took it; with `preselectFirst` (the salon desk), else the first free hour.
 * While the strip loads, the chosen hour stands.
 */
export function resolveHour(
  state: Pick<SelectionState, 'hour' | 'expiredHourIds'>,
  hours: readonly HourBox[] | undefined,
  preselectFirst: boolean,
): HourBox | null {
  if (!hours) return state.hour;
  const free = freeHours(hours, state.expiredHourIds);
  const chosen = state.hour ? (free.find((hour) => hour.hourId === state.hour!.hourId) ?? null) : null;
  return chosen ?? (preselectFirst ? (free[0] ?? null) : null);
}
