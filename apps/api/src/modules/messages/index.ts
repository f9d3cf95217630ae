// What other modules may use of messages (lint allows nothing else): the booking messages of issue 33
// (scheduled in the caller's transaction, sent by the `messages.send` job) and their one-tap links; the back
// office reads a booking's messages.
export {
  type BookingToRemind,
  SEND_MESSAGE_JOB,
  scheduleBookingMessages,
  scheduleOfferMessage,
  scheduleRatingRequest,
  voidBookingMessages,
} from './schedule-booking-messages.ts';
export { type SendOutcome, sendBookingMessage } from './send-booking-message.ts';
export { type BookingMessageSummary, messagesOfBookings } from './messages-of-bookings.ts';
