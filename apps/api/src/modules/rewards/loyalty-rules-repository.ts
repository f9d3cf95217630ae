import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pointsRules, questRules } from '../../db/schema/index.ts';

// The rules the back office sets (issue 32), as the customer's side reads them: the quests that earn spins and
// the points rules. The back office's writes are in modules/offers.

export type QuestRuleRow = typeof questRules.$inferSelect;
export type PointsRuleRow = typeof pointsRules.$inferSelect;

/** Every quest rule, in the order the customer sees them. */
export async function findQuestRules(db: Db | Tx): Promise<QuestRuleRow[]> {
  return db.select().from(questRules).orderBy(asc(questRules.sort), asc(questRules.key));
}

export async function findQuestRule(db: Db | Tx, key: QuestRuleRow['key']): Promise<QuestRuleRow | undefined> {
  const [row] = await db.select().from(questRules).where(eq(questRules.key, key));
  return row;
}

export async function findPointsRule(db: Db | Tx, kind: PointsRuleRow['kind']): Promise<PointsRuleRow | undefined> {
  const [row] = await db.select().from(pointsRules).where(eq(pointsRules.kind, kind));
  return row;
}
