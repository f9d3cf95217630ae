import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pointsRules, questRules } from '../../db/schema/index.ts';

// The back office's side of the loyalty rules (issue 32): the quests that earn spins and the points rules.
// The customer's side reads them in modules/rewards.

export type QuestRuleRow = typeof questRules.$inferSelect;
export type PointsRuleRow = typeof pointsRules.$inferSelect;

export async function findAllQuestRules(db: Db): Promise<QuestRuleRow[]> {
  return db.select().from(questRules).orderBy(asc(questRules.sort), asc(questRules.key));
}

/** One quest rule, its row held until the transaction ends (two editors at once: one after the other). */
export async function lockQuestRule(tx: Tx, key: QuestRuleRow['key']): Promise<QuestRuleRow | undefined> {
  const [row] = await tx.select().from(questRules).where(eq(questRules.key, key)).for('update');
  return row;
}

export async function updateQuestRule(tx: Tx, key: QuestRuleRow['key'], values: Omit<QuestRuleRow, 'key'>): Promise<QuestRuleRow> {
  const [row] = await tx.update(questRules).set(values).where(eq(questRules.key, key)).returning();
  return row!;
}

export async function findAllPointsRules(db: Db): Promise<PointsRuleRow[]> {
  return db.select().from(pointsRules).orderBy(asc(pointsRules.kind));
}

/** One points rule, its row held until the transaction ends. */
export async function lockPointsRule(tx: Tx, kind: PointsRuleRow['kind']): Promise<PointsRuleRow | undefined> {
  const [row] = await tx.select().from(pointsRules).where(eq(pointsRules.kind, kind)).for('update');
  return row;
}

export async function updatePointsRule(tx: Tx, kind: PointsRuleRow['kind'], values: Omit<PointsRuleRow, 'kind'>): Promise<PointsRuleRow> {
  const [row] = await tx.update(pointsRules).set(values).where(eq(pointsRules.kind, kind)).returning();
  return row!;
}
