import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../auth';

const UpcomingPanel = lazy(() => import('./components/upcoming-panel').then((module) => ({ default: module.UpcomingPanel })));

/**
 * Home's panel for a logged-in customer: upcoming bookings, wait time and the rating prompt (spec §2
 * Home). Anonymous visitors download none of it.
 */
export function UpcomingBookingsHost() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <UpcomingPanel phone={user.phoneNumber} />
    </Suspense>
  );
}
