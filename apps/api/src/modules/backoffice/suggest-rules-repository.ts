import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { serviceSuggestRules } from '../../db/schema/index.ts';

// The suggest rules of the service step (spec §4) for the back office.

export type SuggestRuleRow = typeof serviceSuggestRules.$inferSelect;
type Values = Omit<SuggestRuleRow, 'id' | 'image'>;

export function findSuggestRuleRows(db: Db | Tx): Promise<SuggestRuleRow[]> {
  return db.select().from(serviceSuggestRules).orderBy(asc(serviceSuggestRules.id));
}

export async function lockSuggestRule(tx: Tx, id: number): Promise<SuggestRuleRow | undefined> {
  const [row] = await tx.select().from(serviceSuggestRules).where(eq(serviceSuggestRules.id, id)).for('update');
  return row;
}

/** A new rule after the others (the popup tries them in id order); ids are the catalogue's own, so two creates take turns. */
export async function insertSuggestRule(tx: Tx, values: Values): Promise<SuggestRuleRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('service_suggest_rules'))`);
  const [next] = await tx.select({ id: sql<number>`coalesce(max(${serviceSuggestRules.id}), 0) + 1`.mapWith(Number) }).from(serviceSuggestRules);
  const [row] = await tx
    .insert(serviceSuggestRules)
    .values({ id: next!.id, ...values })
    .returning();
  return row!;
}

export async function updateSuggestRule(tx: Tx, id: number, values: Values): Promise<SuggestRuleRow> {
  const [row] = await tx.update(serviceSuggestRules).set(values).where(eq(serviceSuggestRules.id, id)).returning();
  return row!;
}

export async function deleteSuggestRule(tx: Tx, id: number): Promise<void> {
  await tx.delete(serviceSuggestRules).where(eq(serviceSuggestRules.id, id));
}
