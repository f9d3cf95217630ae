// Public surface of the account feature: small mount points; the screens behind them are lazy chunks.
// useCancelBookingMutation is the one way to DELETE /v1/booking/{id}, for the booking success page too.
export { BookingLookupHost, openBookingLookup, closeBookingLookup } from './booking-lookup';
export { UpcomingBookingsHost } from './upcoming-host';
export { QuestionHost } from './question-host';
export { useCancelBookingMutation } from './api/cancel-booking';
