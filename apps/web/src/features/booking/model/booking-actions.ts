import type { BookingRecord, ChosenCampaign, ChosenService, HourBox, ImageSlot, SalonSummary } from './booking-types';

// The named actions of the booking wizard. Both reducers read them: the selection (what the booking is,
// booking-selection.ts) and the wizard's UI (step, warnings, the open modal, wizard-ui.ts).

/** `lostRace`: the hour was taken while creating (spec §8); the fresh hour strip does not close it. */
export type Notice = { kind: 'stylistBusy' | 'salonFull'; date: string; lostRace?: boolean };
export type BackupChoice = { salonId: number; name: string; hour: HourBox };
export type MoveSalon = { stylistId: number; stylistName: string; salonId: number };
/** The salon closed that day: its message and backup salons are read from its salon-off query. */
export type SalonOff = { salonId: number; date: string };
/** What the link asked for and the wizard could not keep (the customer is told, then chooses again). */
export type LinkNotice = 'salon' | 'stylist' | 'services';
/** What 'Chốt giờ cắt' still misses, or 'create' (spec §4 step 0 next action). */
export type NextAction = 'salon' | 'services' | 'hour' | 'phone' | 'create';

export interface ExtensionPatch {
  note?: string;
  skinnerId?: number;
  acceptMakePhoto?: boolean;
  muonCaoMat?: boolean;
}

/** A modal of the wizard with what it shows (wizard-ui.ts queues them, one open at a time). */
export type WizardModal =
  | { kind: 'phone' }
  | { kind: 'name' }
  | { kind: 'linkNotice'; about: LinkNotice }
  | { kind: 'salonOff'; off: SalonOff }
  | { kind: 'moveSalon'; move: MoveSalon }
  /** `key`: a notice the hour strip asks for (no free hour) carries its strip's key: closed, it stays closed for that strip. */
  | { kind: 'notice'; notice: Notice; key?: string }
  | { kind: 'backupChoice'; choice: BackupChoice }
  | { kind: 'stylistBusyToday' }
  | { kind: 'otp' };

export type WizardModalKind = WizardModal['kind'];

export type BookingAction =
  // Modals that change nothing chosen: the phone popup asked again, a busy notice, a backup hour to
  // confirm, the URL stylist's move or busy day, the OTP reopened; and any modal closed
  | { type: 'modalOpened'; modal: WizardModal }
  | { type: 'modalClosed'; kind: WizardModalKind; key?: string }
  // Steps
  | { type: 'goStep'; step: number }
  | { type: 'back' }
  | { type: 'serviceDetailOpened'; groupId: number | null }
  | { type: 'campaignDetailOpened'; campaignId: number | null }
  // Phone and salon
  | { type: 'phoneSubmitted'; phone: string }
  | { type: 'salonChosen'; salon: SalonSummary; dateBook: string; keepServices?: boolean; hour?: HourBox | null }
  | { type: 'salonIdKnown'; salonId: number }
  | { type: 'salonMissing' }
  | { type: 'salonOff'; off: SalonOff }
  // Date, stylist, hour
  | { type: 'dateChosen'; date: string; byUser: boolean }
  | { type: 'stylistChosen'; stylistId: number }
  /** `date`: the day of the strip the hour was picked in (picking an hour picks its day). */
  | { type: 'hourChosen'; hour: HourBox; date: string }
  | { type: 'hourExpired'; hourId: number }
  // Backup salon and the URL stylist's move
  | { type: 'backupToggled' }
  | { type: 'backupConfirmed'; salon: SalonSummary; hour: HourBox; date: string }
  | { type: 'moveSalonAnswered'; move: MoveSalon; accept: boolean }
  // Services and offer
  | { type: 'servicesChanged'; chosen: ChosenService[] }
  | { type: 'allowChangeChanged'; value: boolean }
  | { type: 'campaignApplied'; campaign: ChosenCampaign | null }
  | { type: 'campaignInvalid' }
  // Extras, step 6, home address
  | { type: 'adviceChanged'; receiveAdvice: boolean; littleAdvice: boolean }
  | { type: 'multiPersonChanged'; on: boolean }
  | { type: 'extensionChanged'; patch: ExtensionPatch }
  | { type: 'imageSet'; slot: number; image: ImageSlot | null }
  | { type: 'addressChosen'; addressId: number }
  // 'Chốt giờ cắt', create and OTP
  | { type: 'nextPressed'; missing: Exclude<NextAction, 'create'> }
  | { type: 'created'; booking: BookingRecord }
  /** The hour was taken while creating (HTTP 409); `date` is the day asked for. */
  | { type: 'createBusy'; date: string }
  | { type: 'otpVerified' };
