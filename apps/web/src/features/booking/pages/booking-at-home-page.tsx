import { useLocation } from 'react-router';
import { HomeAddressBlock } from '../components/main/home-address-block';
import { BookingWizard } from '../components/wizard/booking-wizard';

/** /booking-at-home (spec §2): the same wizard; block 1 is a saved address instead of a salon. */
export function BookingAtHomePage() {
  const location = useLocation();
  const resetKey = (location.state as { resetKey?: number } | null)?.resetKey ?? 0;
  return <BookingWizard key={resetKey} mode="home" salonBlock={HomeAddressBlock} />;
}
