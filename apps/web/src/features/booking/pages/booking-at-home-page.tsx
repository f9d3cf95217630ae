import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import type { BlockState } from '../model/booking-types';
import { BookingWizard } from '../components/wizard/booking-wizard';

// Block 1 (the saved places, their texts) is a chunk of its own, asked for as soon as this page's module runs:
// the page's first load is the wizard's, within the per-route JS budget (issue 29). While it hydrates, the
// server's HTML of the block stays in place until the chunk is there.
const homeAddressBlock = import('../components/main/home-address-block');
const LazyHomeAddressBlock = lazy(() => homeAddressBlock.then((module) => ({ default: module.HomeAddressBlock })));

function HomeAddressBlock(props: { blockState: BlockState }) {
  return (
    <Suspense fallback={null}>
      <LazyHomeAddressBlock {...props} />
    </Suspense>
  );
}

/** /booking-at-home (spec §2): the same wizard; block 1 is a saved address instead of a salon. */
export function BookingAtHomePage() {
  const location = useLocation();
  const resetKey = (location.state as { resetKey?: number } | null)?.resetKey ?? 0;
  return <BookingWizard key={resetKey} mode="home" salonBlock={HomeAddressBlock} />;
}
