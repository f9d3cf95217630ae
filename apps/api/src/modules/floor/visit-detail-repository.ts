import { and, asc, desc, eq, inArray, isNull, lt, ne, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookingImages,
  bookingServices,
  bookings,
  customerAnswers,
  customerQuestions,
  customers,
  questionAnswers,
  serviceChanges,
  staff,
  visits,
} from '../../db/schema/index.ts';

// What the stylist's screen reads of a visit and of the customer's earlier visits.

/** The booking with its customer, stylist and visit. */
export async function findVisitHead(db: Db, bookingId: number) {
  const [row] = await db
    .select({
      id: bookings.id,
      salonId: bookings.salonId,
      customerId: bookings.customerId,
      phone: bookings.phone,
      status: bookings.status,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      dateBook: bookings.dateBook,
      note: bookings.note,
      totalPrice: bookings.totalPrice,
      stylistId: bookings.stylistId,
      stylistName: staff.name,
      customerName: customers.name,
      visit: visits,
    })
    .from(bookings)
    .innerJoin(staff, eq(staff.id, bookings.stylistId))
    .leftJoin(customers, eq(customers.id, bookings.customerId))
    .leftJoin(visits, eq(visits.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  return row;
}

export async function findServiceLines(db: Db, bookingIds: number[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({ bookingId: bookingServices.bookingId, id: bookingServices.serviceId, name: bookingServices.name, price: bookingServices.price })
    .from(bookingServices)
    .where(inArray(bookingServices.bookingId, bookingIds))
    .orderBy(asc(bookingServices.id));
}

/** Proposals of the visit the customer accepted, oldest first. */
export async function findAcceptedChanges(db: Db, bookingId: number) {
  return db
    .select({ id: serviceChanges.id, services: serviceChanges.services, totalPrice: serviceChanges.totalPrice, decidedAt: serviceChanges.decidedAt })
    .from(serviceChanges)
    .where(and(eq(serviceChanges.bookingId, bookingId), eq(serviceChanges.status, 'accepted')))
    .orderBy(asc(serviceChanges.id));
}

/** His answers to the customer questions, with the question's text and the chosen answer's. */
export async function findCustomerAnswers(db: Db, customerId: number) {
  return db
    .select({ question: customerQuestions.content, choice: questionAnswers.content, content: customerAnswers.content })
    .from(customerAnswers)
    .innerJoin(customerQuestions, eq(customerQuestions.id, customerAnswers.questionId))
    .leftJoin(questionAnswers, eq(questionAnswers.id, customerAnswers.answerId))
    .where(eq(customerAnswers.customerId, customerId))
    .orderBy(asc(customerQuestions.sort), asc(customerAnswers.id));
}

/** Photos of these bookings still shown (not removed after a report, not deleted by the salon). */
export async function findShownImages(db: Db, bookingIds: number[], kind?: 'reference' | 'final') {
  if (bookingIds.length === 0) return [];
  return db
    .select({ id: bookingImages.id, bookingId: bookingImages.bookingId, kind: bookingImages.kind, url: bookingImages.url, createdAt: bookingImages.createdAt })
    .from(bookingImages)
    .where(and(inArray(bookingImages.bookingId, bookingIds), isNull(bookingImages.hiddenAt), kind ? eq(bookingImages.kind, kind) : undefined))
    .orderBy(asc(bookingImages.id));
}

/** The customer's last `limit` completed visits that began before `before`, newest first. */
export async function findPastVisits(db: Db, input: { customerId: number; exceptBookingId: number; before: Date; limit: number }) {
  return db
    .select({ id: bookings.id, dateBook: bookings.dateBook, salonId: bookings.salonId, stylistName: staff.name })
    .from(bookings)
    .innerJoin(staff, eq(staff.id, bookings.stylistId))
    .where(
      and(
        eq(bookings.customerId, input.customerId),
        eq(bookings.status, 'completed'),
        ne(bookings.id, input.exceptBookingId),
        lt(bookings.startAt, input.before),
      ),
    )
    .orderBy(desc(bookings.startAt))
    .limit(input.limit);
}

/** A stylist's bookings of a day at a salon, in order (not the canceled, lapsed or unconfirmed ones). */
export async function findStylistDay(db: Db, input: { salonId: number; stylistId: number; date: string }) {
  return db
    .select({
      id: bookings.id,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      status: bookings.status,
      note: bookings.note,
      customerName: customers.name,
      visit: visits,
    })
    .from(bookings)
    .leftJoin(customers, eq(customers.id, bookings.customerId))
    .leftJoin(visits, eq(visits.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.salonId, input.salonId),
        eq(bookings.stylistId, input.stylistId),
        eq(bookings.dateBook, input.date),
        notInArray(bookings.status, ['canceled', 'expired', 'pending_otp']),
        or(isNull(visits.stage), ne(visits.stage, 'canceled')),
      ),
    )
    .orderBy(asc(bookings.startAt), asc(bookings.id));
}
