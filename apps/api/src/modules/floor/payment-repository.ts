import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bookings, invoiceCounters, visitPayments } from '../../db/schema/index.ts';

export type PaymentRow = typeof visitPayments.$inferSelect;

/** The next invoice number of a salon's year: the upsert holds the counter row's lock until commit. */
export async function takeInvoiceNumber(tx: Tx, salonId: number, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ salonId, year, lastNumber: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.salonId, invoiceCounters.year], set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return row!.lastNumber;
}

/** What a visit costs and whose it is: the booked total (campaign and voucher prices, accepted changes). */
/** What a visit costs: its total (campaign prices applied), the total without the campaign, and the campaign. */
export async function findBookingBill(
  db: Db | Tx,
  bookingId: number,
): Promise<{ totalPrice: number; oldTotalPrice: number; campaignId: number | null; customerId: number | null } | undefined> {
  const [row] = await db
    .select({ totalPrice: bookings.totalPrice, oldTotalPrice: bookings.oldTotalPrice, campaignId: bookings.campaignId, customerId: bookings.customerId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row;
}

export async function insertPayment(tx: Tx, row: typeof visitPayments.$inferInsert): Promise<PaymentRow> {
  const [inserted] = await tx.insert(visitPayments).values(row).returning();
  return inserted!;
}

export async function findPayment(db: Db | Tx, bookingId: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(visitPayments).where(eq(visitPayments.bookingId, bookingId));
  return row;
}
