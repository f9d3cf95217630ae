// Public surface of the booking feature for other features (its pages are declared in its routes.ts).
// Side-effect-free modules only: a chunk importing this file carries just what it uses.
export { useCancelBookingMutation } from './api/cancel-booking';
export { historiesQueryOptions } from './api/get-histories';
