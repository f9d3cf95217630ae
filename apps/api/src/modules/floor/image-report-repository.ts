import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bookingImages, bookings, customers, imageReports, staff } from '../../db/schema/index.ts';

/** A salon's open reports, oldest first, with the photo, the customer and the visit. */
export async function findOpenImageReports(db: Db, salonId: number) {
  return db
    .select({
      id: imageReports.id,
      bookingId: imageReports.bookingId,
      imageId: imageReports.imageId,
      url: bookingImages.url,
      customerName: customers.name,
      visitDate: bookings.dateBook,
      stylistName: staff.name,
      reportedAt: imageReports.createdAt,
    })
    .from(imageReports)
    .innerJoin(bookingImages, eq(bookingImages.id, imageReports.imageId))
    .innerJoin(bookings, eq(bookings.id, imageReports.bookingId))
    .innerJoin(staff, eq(staff.id, bookings.stylistId))
    .leftJoin(customers, eq(customers.id, imageReports.customerId))
    .where(and(eq(imageReports.salonId, salonId), isNull(imageReports.resolution)))
    .orderBy(asc(imageReports.createdAt), asc(imageReports.id));
}

export async function findImageReport(db: Db, id: number) {
  const [row] = await db.select().from(imageReports).where(eq(imageReports.id, id));
  return row;
}

/** Closes an open report, once: undefined when it was already resolved (another tap, another manager). */
export async function closeImageReport(tx: Tx, input: { id: number; resolution: 'remove' | 'keep'; staffAccountId: number; now: Date }) {
  const [row] = await tx
    .update(imageReports)
    .set({ resolution: input.resolution, resolvedBy: input.staffAccountId, resolvedAt: input.now })
    .where(and(eq(imageReports.id, input.id), isNull(imageReports.resolution)))
    .returning();
  return row;
}

/** Takes a photo out of the customer's history (kept for the audit trail). */
export async function hideImage(tx: Tx, imageId: number, now: Date) {
  await tx
    .update(bookingImages)
    .set({ hiddenAt: now })
    .where(and(eq(bookingImages.id, imageId), isNull(bookingImages.hiddenAt)));
}
