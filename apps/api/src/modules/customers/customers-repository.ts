import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { bookingServices, bookings, consents, customers } from '../../db/schema/index.ts';

export type CustomerRow = typeof customers.$inferSelect;

export async function findCustomerByPhone(db: Db, phone: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.phone, phone), isNull(customers.deletedAt)));
  return row;
}

export async function findCustomerById(db: Db, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deletedAt)));
  return row;
}

/** The customer of a phone, created on first contact (a booking by phone creates the customer). */
export async function findOrCreateCustomer(db: Db, phone: string): Promise<CustomerRow> {
  const existing = await findCustomerByPhone(db, phone);
  if (existing) return existing;
  const [created] = await db.insert(customers).values({ phone }).onConflictDoNothing().returning();
  return created ?? (await findCustomerByPhone(db, phone))!;
}

export async function updateCustomerName(db: Db, phone: string, name: string) {
  const customer = await findOrCreateCustomer(db, phone);
  await db.update(customers).set({ name }).where(eq(customers.id, customer.id));
}

export async function setPasswordHash(db: Db, customerId: number, passwordHash: string) {
  await db.update(customers).set({ passwordHash }).where(eq(customers.id, customerId));
}

export type ProfileChanges = Partial<Pick<CustomerRow, 'name' | 'email' | 'dateOfBirth'>>;

export async function updateProfile(db: Db, customerId: number, changes: ProfileChanges): Promise<CustomerRow | undefined> {
  if (Object.keys(changes).length === 0) return findCustomerById(db, customerId);
  const [row] = await db
    .update(customers)
    .set(changes)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
    .returning();
  return row;
}

/**
 * Privacy consent of a phone (spec §4 home form, ADR 012): one row per agreement with its purpose, the version
 * of the text and the time, and the customer flagged agreed; the customer is created on first contact.
 */
export async function recordConsent(db: Db, input: { phone: string; purpose: string; textVersion: string; at: Date }) {
  const customer = await findOrCreateCustomer(db, input.phone);
  await db.transaction(async (tx) => {
    await tx.insert(consents).values({ customerId: customer.id, purpose: input.purpose, textVersion: input.textVersion, agreedAt: input.at });
    if (!customer.agreeProtectPersonalInfo) await tx.update(customers).set({ agreeProtectPersonalInfo: true }).where(eq(customers.id, customer.id));
  });
}

export async function findConsents(db: Db, customerId: number) {
  return db.select().from(consents).where(eq(consents.customerId, customerId)).orderBy(asc(consents.agreedAt), asc(consents.id));
}

/** The salons and services of a phone's completed visits: (salon, service) pairs, one indexed query (bookings by phone). */
export async function findCompletedVisitPairs(db: Db, phone: string): Promise<{ salonId: number; serviceId: number | null }[]> {
  return db
    .selectDistinct({ salonId: bookings.salonId, serviceId: bookingServices.serviceId })
    .from(bookings)
    .leftJoin(bookingServices, eq(bookingServices.bookingId, bookings.id))
    .where(and(eq(bookings.phone, phone), eq(bookings.status, 'completed')));
}

const rowVersion = preparedPerDb((db) =>
  db
    .select({ version: sql<string>`${customers}.xmin::text` })
    .from(customers)
    .where(eq(customers.id, sql.placeholder('customerId')))
    .prepare('customer_row_version'),
);

/**
 * The version of his customer row: PostgreSQL's `xmin`, the transaction that wrote the row last (the row-version
 * token of optimistic concurrency). His own answers are kept with it (his history's pages, his membership status):
 * every write they read changes it in its own transaction, whichever instance or job writes. A ledger entry moves
 * his cached balance and visits, a tier his member type, and a change to his history (a visit completed, its
 * photos, payment, rating…) his `history_version` (migration 0033's triggers). Undefined when he has no row.
 */
export async function findCustomerRowVersion(db: Db, customerId: number): Promise<string | undefined> {
  const [row] = await rowVersion(db).execute({ customerId });
  return row?.version;
}
