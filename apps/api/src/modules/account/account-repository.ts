import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookingImages,
  bookingMessages,
  bookings,
  customerAnswers,
  customers,
  loginFailures,
  loginPauses,
  messageDeliveries,
  messageOutbox,
  otpChallenges,
  otpFailures,
  ratings,
  savedAddresses,
  waitlistEntries,
} from '../../db/schema/index.ts';
import { revokeCustomerSessions } from '../auth/index.ts';
import { cancelUpcomingOfCustomer } from '../booking/index.ts';

/** What a kept record holds where an erased customer's phone was (the column is not nullable). */
const ERASED_PHONE = '';

/**
 * Account deletion in one transaction: upcoming bookings are canceled; every booking of the person
 * keeps its accounting (prices, services, salon, stylist) but loses phone, customer link, note and
 * photos; answers, saved places, failed-login records, codes and the development outbox's messages go;
 * booking messages not sent yet are voided, waitlist places left; message deliveries and sent messages stay for the gateways' bills (channel, status, provider id) without the number;
 * the customer row stays as an anonymous shell (ratings and vouchers still point at it); every
 * session is revoked. No table keeps the phone (delete-account.test.ts looks in every phone column).
 * Returns the canceled bookings so their salon-days can be refreshed, and the customer's uploaded
 * photos to delete from disk.
 */
export async function eraseCustomer(db: Db, customer: { id: number; phone: string }, now: Date) {
  return db.transaction(async (tx) => {
    const upcoming = await cancelUpcomingOfCustomer(tx, customer, 'account deleted', now);

    const theirs = or(eq(bookings.customerId, customer.id), eq(bookings.phone, customer.phone));
    const bookingIds = (await tx.select({ id: bookings.id }).from(bookings).where(theirs)).map((b) => b.id);
    const uploads =
      bookingIds.length === 0 ? [] : await tx.delete(bookingImages).where(inArray(bookingImages.bookingId, bookingIds)).returning({ url: bookingImages.url });
    await tx.update(bookings).set({ phone: null, customerId: null, note: null, updatedAt: now }).where(theirs);
    await tx.update(ratings).set({ customerId: null }).where(eq(ratings.customerId, customer.id));
    await tx.delete(customerAnswers).where(or(eq(customerAnswers.customerId, customer.id), eq(customerAnswers.phone, customer.phone)));
    await tx.delete(savedAddresses).where(eq(savedAddresses.customerId, customer.id));
    await tx.delete(loginFailures).where(eq(loginFailures.phone, customer.phone));
    await tx.delete(loginPauses).where(eq(loginPauses.phone, customer.phone));
    await tx.delete(otpFailures).where(eq(otpFailures.phone, customer.phone));
    await tx.delete(otpChallenges).where(eq(otpChallenges.phone, customer.phone));
    await tx.delete(messageOutbox).where(eq(messageOutbox.phone, customer.phone));
    await tx.update(messageDeliveries).set({ phone: ERASED_PHONE }).where(eq(messageDeliveries.phone, customer.phone));
    // Booking messages (issue 33): those not sent yet never go; the sent ones stay for the bills, without the number.
    await tx
      .update(bookingMessages)
      .set({ state: 'void', voidReason: 'account deleted' })
      .where(and(eq(bookingMessages.phone, customer.phone), eq(bookingMessages.state, 'scheduled')));
    await tx.update(bookingMessages).set({ phone: ERASED_PHONE }).where(eq(bookingMessages.phone, customer.phone));
    // His waiting places are left; none keeps the number.
    await tx
      .update(waitlistEntries)
      .set({ state: 'left' })
      .where(and(eq(waitlistEntries.customerId, customer.id), eq(waitlistEntries.state, 'waiting')));
    await tx.update(waitlistEntries).set({ phone: ERASED_PHONE }).where(eq(waitlistEntries.customerId, customer.id));
    await revokeCustomerSessions(tx, customer.id, now);
    await tx
      .update(customers)
      .set({ phone: null, name: null, email: null, avatar: null, dateOfBirth: null, passwordHash: null, agreeProtectPersonalInfo: false, deletedAt: now })
      .where(eq(customers.id, customer.id));
    return {
      canceled: upcoming.map((b) => ({ salonId: b.salonId, dateBook: b.dateBook })),
      uploadedUrls: uploads.map((u) => u.url).filter((url) => url.startsWith('/uploads/')),
    };
  });
}
