import { type Placeholder, and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { bookingImages, bookingServices, bookings, imageReports, ratings, salons, staff, visitPayments } from '../../db/schema/index.ts';

// A customer's past visits: completed bookings linked to him (an anonymised booking has no customer).

const ownCompleted = (customerId: number | Placeholder) => and(eq(bookings.customerId, customerId), eq(bookings.status, 'completed'));

const fromJson = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

const completedPage = preparedPerDb((db) =>
  db
    .select({
      id: bookings.id,
      dateBook: bookings.dateBook,
      startAt: bookings.startAt,
      travelMinutes: bookings.travelMinutes,
      totalPrice: bookings.totalPrice,
      salonName: salons.name,
      timeZone: salons.timeZone,
      stylistName: staff.name,
      paidAmount: visitPayments.amount,
      paidMethod: visitPayments.method,
      invoiceNumber: visitPayments.invoiceNumber,
      ratingStars: ratings.stars,
      ratingComment: ratings.comment,
      total: sql<number>`(select count(*) from ${bookings} where ${ownCompleted(sql.placeholder('customerId'))})`.mapWith(Number),
      services:
        sql`(select coalesce(json_agg(json_build_object('serviceId', ${bookingServices.serviceId}, 'name', ${bookingServices.name}, 'price', ${bookingServices.price}) order by ${bookingServices.id}), '[]')
        from ${bookingServices} where ${bookingServices.bookingId} = ${bookings.id})`.mapWith(fromJson<{ serviceId: number; name: string; price: number }[]>),
      finalImages: sql`(select coalesce(json_agg(json_build_object('id', ${bookingImages.id}, 'url', ${bookingImages.url}) order by ${bookingImages.id}), '[]')
        from ${bookingImages} where ${bookingImages.bookingId} = ${bookings.id} and ${bookingImages.kind} = 'final' and ${bookingImages.hiddenAt} is null)`.mapWith(
        fromJson<{ id: number; url: string }[]>,
      ),
    })
    .from(bookings)
    .innerJoin(salons, eq(salons.id, bookings.salonId))
    .innerJoin(staff, eq(staff.id, bookings.stylistId))
    .leftJoin(visitPayments, eq(visitPayments.bookingId, bookings.id))
    .leftJoin(ratings, eq(ratings.bookingId, bookings.id))
    .where(ownCompleted(sql.placeholder('customerId')))
    .orderBy(desc(bookings.startAt), desc(bookings.id))
    .limit(sql.placeholder('end'))
    .prepare('history_completed_page'),
);

/**
 * One page, newest first, with services, final photos, rating, payment and how many visits he has in all: one
 * prepared query. It reads his visits up to the page's end and drops those before the page here (his own few; a
 * page past the end still learns the total): with an OFFSET parameter PostgreSQL prices the generic plan high and
 * plans the statement again on every run.
 */
export async function pageCompletedBookings(db: Db, customerId: number, offset: number, limit: number) {
  const upToEnd = await completedPage(db).execute({ customerId, end: offset + limit });
  return {
    total: upToEnd[0]?.total ?? 0,
    rows: upToEnd.slice(offset).map(({ ratingStars, ratingComment, total: _total, ...r }) => ({
      ...r,
      rating: ratingStars === null ? undefined : { stars: ratingStars, comment: ratingComment },
    })),
  };
}

export async function findOwnCompletedBooking(db: Db, bookingId: number, customerId: number) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), ownCompleted(customerId)));
  return row;
}

export async function findRating(db: Db, bookingId: number) {
  const [row] = await db.select().from(ratings).where(eq(ratings.bookingId, bookingId));
  return row;
}

/** False when the booking was already rated (one rating per booking, kept by the unique key). */
export async function insertRating(db: Db | Tx, values: { bookingId: number; customerId: number; stars: number; comment: string | null; createdAt: Date }) {
  const rows = await db.insert(ratings).values(values).onConflictDoNothing({ target: ratings.bookingId }).returning({ id: ratings.id });
  return rows.length === 1;
}

/** The most recent completed, unrated visit since `since` (the home rating prompt). */
export async function findLatestUnrated(db: Db, customerId: number, since: Date) {
  const [row] = await db
    .select({ id: bookings.id, dateBook: bookings.dateBook, salonName: salons.name, stylistName: staff.name })
    .from(bookings)
    .innerJoin(salons, eq(salons.id, bookings.salonId))
    .innerJoin(staff, eq(staff.id, bookings.stylistId))
    .leftJoin(ratings, eq(ratings.bookingId, bookings.id))
    .where(and(ownCompleted(customerId), gt(bookings.startAt, since), isNull(ratings.id)))
    .orderBy(desc(bookings.startAt))
    .limit(1);
  return row;
}

/** An after-cut photo still shown of one of the customer's completed visits, with the visit's salon. */
export async function findOwnFinalImage(db: Db, input: { customerId: number; bookingId: number; imageId: number }) {
  const [row] = await db
    .select({ id: bookingImages.id, salonId: bookings.salonId })
    .from(bookingImages)
    .innerJoin(bookings, eq(bookings.id, bookingImages.bookingId))
    .where(
      and(
        eq(bookingImages.id, input.imageId),
        eq(bookingImages.bookingId, input.bookingId),
        eq(bookingImages.kind, 'final'),
        isNull(bookingImages.hiddenAt),
        ownCompleted(input.customerId),
      ),
    )
    .limit(1);
  return row;
}

export type ImageReportRow = typeof imageReports.$inferSelect;

/** The report of an image: created once (the unique key on the image keeps one), else the one there is. */
export async function upsertImageReport(
  db: Db,
  values: { imageId: number; bookingId: number; salonId: number; customerId: number; createdAt: Date },
): Promise<ImageReportRow> {
  const [created] = await db.insert(imageReports).values(values).onConflictDoNothing({ target: imageReports.imageId }).returning();
  if (created) return created;
  const [existing] = await db.select().from(imageReports).where(eq(imageReports.imageId, values.imageId));
  return existing!;
}
