// What other modules may use of the live queue (issue 31; lint allows nothing else): the queue of a salon
// now, the wait told to a customer, and the predicted starts kept at check-in.
export { recentSalonQueue, recordPredictedStarts, salonQueue, waitOfBooking } from './salon-queue.ts';
