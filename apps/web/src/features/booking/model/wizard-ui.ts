import { previousStep } from '@shine/shared';
import type { BookingAction, LinkNotice, MoveSalon, Notice, WizardModal, WizardModalKind } from './booking-actions';
import type { TStylistBookingData } from '@shine/shared/schemas/availability';
import type { BookingUrl } from './booking-url';
import { isOtherSalon, type Selection, type SelectionState } from './booking-selection';

export type { WizardModal, WizardModalKind } from './booking-actions';

// The wizard's UI state: the step, the warnings of step 0, the folded backup list and the modals. The
// selection (what the booking is) is booking-selection.ts; both follow the same actions.

/**
 * The order the flow meets the modals in: the phone (then name) popup first, then what the link asked
 * for and is not available, the closed salon, the URL stylist's move, the busy notice, the backup
 * confirm, the URL stylist busy today, and the OTP after creating.
 */
const FLOW_ORDER: readonly WizardModalKind[] = ['phone', 'name', 'linkNotice', 'salonOff', 'moveSalon', 'notice', 'backupChoice', 'stylistBusyToday', 'otp'];

export interface WizardUi {
  step: number;
  detailGroupId: number | null;
  detailCampaignId: number | null;
  warnings: { salon: boolean; services: boolean; hour: number };
  /** The backup-salon list is folded under its prompt (spec §2: it expands on the customer's tap). */
  backupCollapsed: boolean;
  /** The modals waiting, one per kind, in flow order: only the first is open (activeModal). */
  modals: WizardModal[];
  /** Kinds the customer has closed: a modal the data asks for (name popup, dropped link services) is told once. */
  closed: WizardModalKind[];
  /** The strip whose "no free hour" notice the customer closed (its key): told once per strip. */
  noticeClosed: string | null;
}

/** `carried`: a notice handed over by a restart of the wizard (the URL stylist turned out unknown). */
export function initialWizardUi(url: BookingUrl, carried: LinkNotice | null = null): WizardUi {
  const linkNotice = carried ?? (url.salonIdInvalid ? 'salon' : url.stylistIdInvalid ? 'stylist' : null);
  const modals: WizardModal[] = [];
  if (!url.phone) modals.push({ kind: 'phone' });
  if (linkNotice) modals.push({ kind: 'linkNotice', about: linkNotice });
  return {
    // Steps 2-5 need a salon; without one the customer starts by choosing it.
    step: url.step >= 2 && url.salonId === 0 ? 1 : url.step,
    detailGroupId: null,
    detailCampaignId: null,
    warnings: { salon: false, services: false, hour: 0 },
    // The backup list arrives seconds after the hours: it opens on the customer's tap, never by itself.
    backupCollapsed: true,
    modals,
    closed: [],
    noticeClosed: null,
  };
}

const rank = (modal: WizardModal) => FLOW_ORDER.indexOf(modal.kind);

/** Queues a modal in flow order; one of the same kind is replaced. */
export const withModal = (modals: readonly WizardModal[], modal: WizardModal): WizardModal[] =>
  [...modals.filter((m) => m.kind !== modal.kind), modal].sort((a, b) => rank(a) - rank(b));

const open = (ui: WizardUi, modal: WizardModal): WizardUi => ({ ...ui, modals: withModal(ui.modals, modal) });
const drop = (ui: WizardUi, ...kinds: WizardModalKind[]): WizardUi => ({ ...ui, modals: ui.modals.filter((m) => !kinds.includes(m.kind)) });

/** Back arrow: 3 to 2 (spec §2 service detail), 4 to 2, 5 to 4, anything else to the main screen. */
export const backStep = (step: number): number => (step === 3 ? 2 : previousStep(step));

/** Transitions around the selection's own: `before` is the selection the action found. */
export function wizardUiReducer(ui: WizardUi, action: BookingAction, before: SelectionState): WizardUi {
  switch (action.type) {
    case 'modalOpened':
      return open(ui, action.modal);
    case 'modalClosed':
      return { ...drop(ui, action.kind), closed: [...ui.closed, action.kind], noticeClosed: action.key ?? ui.noticeClosed };
    case 'goStep':
      return { ...ui, step: action.step };
    case 'back':
      return { ...ui, step: backStep(ui.step) };
    case 'serviceDetailOpened':
      return { ...ui, detailGroupId: action.groupId, step: action.groupId === null ? 2 : 3 };
    case 'campaignDetailOpened':
      return { ...ui, detailCampaignId: action.campaignId, step: action.campaignId === null ? 4 : 5 };
    case 'phoneSubmitted':
      return drop(ui, 'phone');
    case 'salonChosen': {
      // Another salon: its busy notice and backup choice no longer apply.
      const stale = isOtherSalon(before, action.salon.id) ? drop(ui, 'salonOff', 'notice', 'backupChoice') : drop(ui, 'salonOff');
      return { ...stale, step: ui.step === 1 ? 2 : ui.step, warnings: { ...ui.warnings, salon: false } };
    }
    case 'salonMissing': {
      const step = ui.step >= 2 && ui.step <= 5 ? 1 : ui.step;
      return ui.modals.some((m) => m.kind === 'linkNotice') ? { ...ui, step } : { ...open(ui, { kind: 'linkNotice', about: 'salon' }), step };
    }
    case 'salonOff':
      return open(ui, { kind: 'salonOff', off: action.off });
    case 'dateChosen':
      return drop(ui, 'notice', 'backupChoice');
    case 'stylistChosen':
      return { ...drop(ui, 'notice'), backupCollapsed: action.stylistId > 0 || ui.backupCollapsed };
    case 'hourChosen':
      return { ...drop(ui, 'backupChoice'), warnings: { ...ui.warnings, hour: 0 }, backupCollapsed: true };
    case 'backupToggled':
      return { ...ui, backupCollapsed: !ui.backupCollapsed };
    case 'backupConfirmed':
      return { ...drop(ui, 'salonOff', 'notice', 'backupChoice'), warnings: { ...ui.warnings, salon: false }, backupCollapsed: true };
    case 'moveSalonAnswered':
      return { ...drop(ui, 'moveSalon'), closed: [...ui.closed, 'moveSalon'] };
    case 'servicesChanged':
    case 'allowChangeChanged':
      return { ...ui, warnings: { ...ui.warnings, services: false } };
    case 'campaignApplied':
      return { ...ui, step: ui.step === 4 || ui.step === 5 ? 2 : ui.step };
    case 'nextPressed':
      // Step 0 next action (spec §4): warn about the first missing piece, or ask for the phone.
      if (action.missing === 'phone') return open(ui, { kind: 'phone' });
      return { ...ui, warnings: { ...ui.warnings, [action.missing]: action.missing === 'hour' ? ui.warnings.hour + 1 : true } };
    case 'created':
      // Step 6 has the OTP modal only: nothing of step 0 waits behind it.
      return { ...ui, step: 6, modals: action.booking.isUseOtp ? [{ kind: 'otp' }] : [] };
    case 'createBusy':
      return open(ui, { kind: 'notice', notice: { kind: 'stylistBusy', date: action.date, lostRace: true } });
    case 'otpVerified':
      return drop(ui, 'otp');
    default:
      return ui;
  }
}

/**
 * Modals the data asks for: the name popup (spec §4), services of the link no longer sold (spec §5), and
 * the stylist-busy or salon-full notice of a strip without a free hour (spec §8), with that strip's key.
 */
export interface DataModals {
  askName: boolean;
  servicesDropped: boolean;
  hoursNotice?: { notice: Notice; key: string } | null;
  /** The URL stylist works at another salon that day than the one chosen (spec §4): asked once. */
  moveSalon?: MoveSalon | null;
  /** The URL stylist is busy today and the phone is known (spec §4): told once. */
  stylistBusyToday?: boolean;
}

/**
 * One modal at a time, in flow order. A modal of the app itself (login) goes before all of them: the
 * wizard's next modal waits until it closes.
 */
export function activeModal(ui: Pick<WizardUi, 'modals' | 'closed' | 'noticeClosed'>, data: DataModals, appModalOpen: boolean): WizardModal | null {
  if (appModalOpen) return null;
  let modals = ui.modals;
  const { hoursNotice } = data;
  // A notice already waiting (the hour lost while booking, a busy stylist tapped) says it first.
  if (hoursNotice && hoursNotice.key !== ui.noticeClosed && !modals.some((m) => m.kind === 'notice')) {
    modals = withModal(modals, { kind: 'notice', notice: hoursNotice.notice, key: hoursNotice.key });
  }
  if (data.askName && !ui.closed.includes('name')) modals = withModal(modals, { kind: 'name' });
  if (data.moveSalon && !ui.closed.includes('moveSalon')) modals = withModal(modals, { kind: 'moveSalon', move: data.moveSalon });
  if (data.stylistBusyToday && !ui.closed.includes('stylistBusyToday')) modals = withModal(modals, { kind: 'stylistBusyToday' });
  if (data.servicesDropped && !ui.closed.includes('linkNotice') && !modals.some((m) => m.kind === 'linkNotice')) {
    modals = withModal(modals, { kind: 'linkNotice', about: 'services' });
  }
  return modals[0] ?? null;
}

/**
 * The URL stylist's modals (spec §4), from his booking data once it answered for him: the move-salon
 * question when he works at another salon that day than the one chosen, the busy-today notice when a
 * phone is known.
 */
export function urlStylistModals(
  selection: Pick<Selection, 'stylistFromUrl' | 'stylistId' | 'salonId' | 'dateBook' | 'phone'>,
  data: Pick<TStylistBookingData, 'info' | 'salonId' | 'isBusyToday'> | undefined,
  today: string,
): Pick<DataModals, 'moveSalon' | 'stylistBusyToday'> {
  if (!selection.stylistFromUrl || !data || data.info.staffId !== selection.stylistId) return { moveSalon: null, stylistBusyToday: false };
  const elsewhere = data.salonId !== null && data.salonId > 0 && selection.salonId > 0 && data.salonId !== selection.salonId;
  return {
    moveSalon: elsewhere ? { stylistId: selection.stylistId, stylistName: data.info.staffName, salonId: data.salonId! } : null,
    stylistBusyToday: data.isBusyToday && selection.dateBook === today && selection.phone !== '',
  };
}
