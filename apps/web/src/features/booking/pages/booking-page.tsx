import { useLocation } from 'react-router';
import { BookingWizard } from '../components/wizard/booking-wizard';

/** /booking (spec §2): the wizard; a restart (stylist busy, bad stylist data) remounts it fresh. */
export function BookingPage() {
  const location = useLocation();
  const resetKey = (location.state as { resetKey?: number } | null)?.resetKey ?? 0;
  return <BookingWizard key={resetKey} mode="salon" />;
}
