// Public surface of the salons feature for other features. Only side-effect-free modules are re-exported
// (the customer's position, the saved places' query): importing this file never brings the salons' texts
// or styles into a chunk. Components that carry them are reached through loaders, so they stay chunks of
// their own (React.lazy around a loader).
export { locateCustomer, useNearby, type NearbyState } from './model/nearby-store';
export { usePlaces } from './api/get-places';
export type { SalonChooserProps } from './components/salon-chooser/salon-chooser';
/** The salon chooser (the booking wizard's step 1), `SalonChooser`. */
export const loadSalonChooser = () => import('./components/salon-chooser/salon-chooser');
/** One salon's card, `SalonCard` (the booking wizard's backup salons). */
export const loadSalonCard = () => import('./components/salon-chooser/salon-card');
/** The customer's saved places, `PlaceList` (booking at home). */
export const loadPlaceList = () => import('./components/place-list');
