// Public surface of the account feature: small mount points; the screens behind them are lazy chunks.
export { BookingLookupHost, openBookingLookup, closeBookingLookup } from './booking-lookup';
export { UpcomingBookingsHost } from './upcoming-host';
export { afterQuestions, QuestionHost, useQuestionsAsking } from './question-host';
