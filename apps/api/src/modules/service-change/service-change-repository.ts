import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { serviceChanges } from '../../db/schema/index.ts';

export type ServiceChangeRow = typeof serviceChanges.$inferSelect;
export type NewServiceChange = typeof serviceChanges.$inferInsert;

/** A booking's open proposal is replaced by the new one (one pending per booking: a unique index). */
export async function insertProposal(tx: Tx, row: NewServiceChange): Promise<ServiceChangeRow> {
  await tx
    .update(serviceChanges)
    .set({ status: 'superseded', decidedAt: row.createdAt })
    .where(and(eq(serviceChanges.bookingId, row.bookingId), eq(serviceChanges.status, 'pending')));
  const [inserted] = await tx.insert(serviceChanges).values(row).returning();
  return inserted!;
}

export async function findProposalByTokenHash(db: Db | Tx, tokenHash: string): Promise<ServiceChangeRow | undefined> {
  const [row] = await db.select().from(serviceChanges).where(eq(serviceChanges.tokenHash, tokenHash));
  return row;
}

/** The proposal, locked until the transaction ends: two answers at once are decided one after the other. */
export async function lockProposal(tx: Tx, tokenHash: string): Promise<ServiceChangeRow | undefined> {
  const [row] = await tx.select().from(serviceChanges).where(eq(serviceChanges.tokenHash, tokenHash)).for('update');
  return row;
}

export async function markDecided(tx: Tx, id: number, status: 'accepted' | 'declined', now: Date) {
  await tx.update(serviceChanges).set({ status, decidedAt: now }).where(eq(serviceChanges.id, id));
}
