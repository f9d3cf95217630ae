import type { BookingAction, LinkNotice, NextAction } from './booking-actions';
import { initialSelection, selectionReducer, type Selection, type SelectionState } from './booking-selection';
import type { BookingUrl } from './booking-url';
import { initialWizardUi, wizardUiReducer, type WizardUi } from './wizard-ui';

// The wizard's one reducer (spec §4 "Wizard step machine"): the selection and the UI, each with its own
// transitions, driven by the same named actions. Pure: effects (calls, URL, toasts) live in hooks.

export interface BookingState {
  selection: SelectionState;
  ui: WizardUi;
}

export function initialBookingState(url: BookingUrl, today: string, carried: LinkNotice | null = null): BookingState {
  return { selection: initialSelection(url, today), ui: initialWizardUi(url, carried) };
}

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  const selection = selectionReducer(state.selection, action);
  const ui = wizardUiReducer(state.ui, action, state.selection);
  return selection === state.selection && ui === state.ui ? state : { selection, ui };
}

/** Services are needed unless the salon lets the customer decide at the chair (allow-change). */
export const needsServices = (selection: Pick<Selection, 'chosen' | 'allowChange' | 'salon'>): boolean =>
  selection.chosen.length === 0 && !(selection.allowChange && selection.salon?.selectConsultation === true);

/** What 'Chốt giờ cắt' does now (spec §4 step 0 next action): the first missing piece, or create. */
export function nextAction(selection: Selection): NextAction {
  if (!selection.salonId) return 'salon';
  if (needsServices(selection)) return 'services';
  if (!selection.hour) return 'hour';
  if (!selection.phone) return 'phone';
  return 'create';
}
