// Public surface of the account feature: small mount points; the screens behind them are lazy chunks.
// cancelBooking is the one fetcher of DELETE /v1/booking/{id}, for the booking success page too.
export { BookingLookupHost, openBookingLookup, closeBookingLookup } from './booking-lookup';
export { UpcomingBookingsHost } from './upcoming-host';
export { QuestionHost } from './question-host';
export { cancelBooking } from './api/cancel-booking';
