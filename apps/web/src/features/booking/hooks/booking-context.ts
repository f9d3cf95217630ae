import { createContext, useContext, type Dispatch } from 'react';
import type { BookingAction } from '../model/booking-actions';
import type { Selection } from '../model/booking-selection';
import type { BookingUrl } from '../model/booking-url';
import type { WizardModal, WizardUi } from '../model/wizard-ui';
import type { BookingCustomer } from './use-booking-customer';
import type { Schedule } from './use-schedule';

export type BookingMode = 'salon' | 'home';

export interface BookingContextValue {
  /** What the booking is (salon, link services, day and hour filled in from server data). */
  selection: Selection;
  /** Block 3's server data (dates, stylists, the hour strip) and what it decides. */
  schedule: Schedule;
  /** Step, warnings, folded lists and the modals waiting. */
  ui: WizardUi;
  dispatch: Dispatch<BookingAction>;
  url: BookingUrl;
  mode: BookingMode;
  customer: BookingCustomer;
  /** Today in the salon time zone, DD-MM-YYYY. */
  today: string;
  /** The one wizard modal shown now (null: none, or the login modal is open). */
  modal: WizardModal | null;
  /** Sends a tracking event with the selection (never blocks, spec §7). */
  track: (eventId: string, extra?: Record<string, unknown>) => void;
}

export const BookingContext = createContext<BookingContextValue | null>(null);

export function useBooking(): BookingContextValue {
  const value = useContext(BookingContext);
  if (!value) throw new Error('useBooking outside the booking wizard');
  return value;
}
