// Public entry of the one way to DELETE /v1/booking/{id}: the booking cards and the booking success page.
export { useCancelBookingMutation } from './api/cancel-booking';
