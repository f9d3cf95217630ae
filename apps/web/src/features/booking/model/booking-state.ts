import { MAX_IMAGES } from '@shine/shared';
import type { BookingUrl } from './booking-url';
import type {
  BookingRecord,
  ChosenCampaign,
  ChosenService,
  HourBox,
  ImageSlot,
  Popup,
  SalonCard,
  SalonSummary,
} from './booking-types';

// The booking selection of spec §3 ("Booking selection"), the actions that change it and its start
// from the URL. The transitions are in booking-reducer.ts.

/** `lostRace`: the hour was taken while creating (spec §8); the fresh hour strip does not close it. */
export type Notice = { kind: 'stylistBusy' | 'salonFull'; date: string; lostRace?: boolean };
export type BackupChoice = { salonId: number; name: string; hour: HourBox };
export type MoveSalon = { stylistId: number; stylistName: string; salonId: number };
export type SalonOff = { salonId: number; message: string; backups: SalonCard[] };
/** What the link asked for and the wizard could not keep (the customer is told, then chooses again). */
export type LinkNotice = 'salon' | 'stylist' | 'services';

export interface BookingState {
  phone: string;
  popup: Popup;
  step: number;
  salonId: number;
  salon: SalonSummary | null;
  /** DD-MM-YYYY. */
  dateBook: string;
  /** The customer picked the date himself: no automatic move to the next day. */
  dateTouched: boolean;
  stylistId: number;
  stylistFromUrl: boolean;
  hour: HourBox | null;
  expiredHourIds: number[];
  chosen: ChosenService[];
  allowChange: boolean;
  /** `chosenService` of the URL, applied once the salon's service list is known. */
  pendingServiceIds: number[];
  campaign: ChosenCampaign | null;
  detailGroupId: number | null;
  detailCampaignId: number | null;
  warnings: { salon: boolean; services: boolean; hour: number };
  notice: Notice | null;
  backupChoice: BackupChoice | null;
  /** The backup-salon list is folded under its prompt (spec §2: it expands on the customer's tap). */
  backupCollapsed: boolean;
  moveSalon: MoveSalon | null;
  salonOff: SalonOff | null;
  linkNotice: LinkNotice | null;
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
  otpOpen: boolean;
  otpVerified: boolean;
}

export type ExtensionPatch = Partial<Pick<BookingState, 'note' | 'skinnerId' | 'acceptMakePhoto' | 'muonCaoMat'>>;

export type BookingAction =
  | { type: 'phoneSubmitted'; phone: string; askName: boolean }
  | { type: 'popupOpened'; popup: Popup }
  | { type: 'goStep'; step: number }
  | { type: 'back' }
  | { type: 'salonChosen'; salon: SalonSummary; dateBook: string; keepServices?: boolean; hour?: HourBox | null }
  | { type: 'salonLoaded'; salon: SalonSummary; dateBook: string }
  | { type: 'salonIdKnown'; salonId: number }
  | { type: 'salonMissing' }
  | { type: 'salonOff'; off: SalonOff }
  | { type: 'salonOffClosed' }
  | { type: 'linkNoticeClosed' }
  | { type: 'dateChosen'; date: string; byUser: boolean }
  | { type: 'stylistChosen'; stylistId: number }
  | { type: 'hourChosen'; hour: HourBox }
  | { type: 'hourExpired'; hourId: number }
  | { type: 'hoursLoaded'; hours: HourBox[]; today: string; nextDate: string | null; preselectFirst: boolean }
  | { type: 'servicesChanged'; chosen: ChosenService[] }
  | { type: 'pendingServicesResolved'; chosen: ChosenService[] }
  | { type: 'allowChangeChanged'; value: boolean }
  | { type: 'campaignApplied'; campaign: ChosenCampaign | null }
  | { type: 'campaignInvalid' }
  | { type: 'serviceDetailOpened'; groupId: number | null }
  | { type: 'campaignDetailOpened'; campaignId: number | null }
  | { type: 'nextPressed' }
  | { type: 'noticeShown'; notice: Notice }
  | { type: 'noticeClosed' }
  | { type: 'backupHourPicked'; choice: BackupChoice }
  | { type: 'backupCancelled' }
  | { type: 'backupConfirmed'; salon: SalonSummary }
  | { type: 'backupToggled' }
  | { type: 'moveSalonAsked'; move: MoveSalon }
  | { type: 'moveSalonAnswered'; accept: boolean }
  | { type: 'adviceChanged'; receiveAdvice: boolean; littleAdvice: boolean }
  | { type: 'multiPersonChanged'; on: boolean }
  | { type: 'extensionChanged'; patch: ExtensionPatch }
  | { type: 'imageSet'; slot: number; image: ImageSlot | null }
  | { type: 'addressChosen'; addressId: number }
  | { type: 'created'; booking: BookingRecord }
  | { type: 'createBusy' }
  | { type: 'otpOpened'; open: boolean }
  | { type: 'otpVerified' };

/** `carried`: a notice handed over by a restart of the wizard (the URL stylist turned out unknown). */
export function initialBookingState(url: BookingUrl, today: string, carried: LinkNotice | null = null): BookingState {
  return {
    phone: url.phone,
    popup: url.phone ? null : 'phone',
    // Steps 2-5 need a salon; without one the customer starts by choosing it.
    step: url.step >= 2 && url.salonId === 0 ? 1 : url.step,
    salonId: url.salonId,
    salon: null,
    dateBook: url.dateBook || today,
    dateTouched: url.dateBook !== '',
    stylistId: url.stylistId,
    stylistFromUrl: url.stylistId > 0,
    // An hour chosen by the link (salon page): kept while the strip cannot show (no services yet), then
    // swapped for the strip's own box, or dropped when it is no longer free (onHoursLoaded).
    hour: url.hour && url.salonId > 0 ? { ...url.hour, hourFrame: '', isFree: true, subHourId: 0, secondSubHourId: 0, salonId: url.salonId, guideText: '' } : null,
    expiredHourIds: [],
    chosen: [],
    allowChange: false,
    pendingServiceIds: url.chosenServiceIds,
    campaign: null,
    detailGroupId: null,
    detailCampaignId: null,
    warnings: { salon: false, services: false, hour: 0 },
    notice: null,
    backupChoice: null,
    // The backup list arrives seconds after the hours: it opens on the customer's tap, never by itself.
    backupCollapsed: true,
    moveSalon: null,
    salonOff: null,
    linkNotice: carried ?? (url.salonIdInvalid ? 'salon' : url.stylistIdInvalid ? 'stylist' : null),
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
    otpOpen: false,
    otpVerified: false,
  };
}
