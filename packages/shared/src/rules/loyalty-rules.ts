/**
 * The chain's loyalty rules as the back office sets them (issue 32): which quests earn spins of the lucky wheel
 * and how many, and the LuckySprint points a paid visit and a rating earn. Pure: the API reads the rows and
 * asks these; the back office's screens show the same answers.
 */

/** Quest kinds the code can track; the back office edits them, it does not invent new ones. */
export const QUEST_KINDS = ['first_booking', 'completed_booking', 'rated_visit', 'complete_profile'] as const;
export type QuestKind = (typeof QUEST_KINDS)[number];

/** Kinds with one step per visit (may pay again and again); the others have a single step per customer. */
export const QUEST_CAN_REPEAT: Readonly<Record<QuestKind, boolean>> = {
  first_booking: false,
  completed_booking: true,
  rated_visit: true,
  complete_profile: false,
};

/** Spins one step may pay (the back office's bound). */
export const MAX_SPINS_PER_STEP = 10;

/** Whether a spin earning's key (`completed_booking:123`, `first_booking`) is a step of `kind`. */
export const isStepOf = (kind: QuestKind, questKey: string) => questKey === kind || questKey.startsWith(`${kind}:`);

/**
 * The steps of one quest still to pay: every new step of a repeatable quest; of one that is not, its first step
 * only, and none once any step of it was paid.
 */
export function stepsToPay(input: { steps: readonly string[]; earned: ReadonlySet<string>; repeatable: boolean; kind: QuestKind }): string[] {
  if (input.repeatable) return input.steps.filter((k) => !input.earned.has(k));
  if (anyStepPaid(input.earned, input.kind)) return [];
  return input.steps.slice(0, 1);
}

const anyStepPaid = (earned: ReadonlySet<string>, kind: QuestKind) => [...earned].some((k) => isStepOf(kind, k));

/**
 * A quest's progress as the customer sees it: steps done, steps paid and those still to pay. A quest that does
 * not repeat counts one step at most (done once he did it, paid once any step of it was).
 */
export function questProgress(input: { steps: readonly string[]; earned: ReadonlySet<string>; repeatable: boolean; kind: QuestKind }) {
  const fresh = stepsToPay(input);
  if (input.repeatable) return { done: input.steps.length, rewarded: input.steps.filter((k) => input.earned.has(k)).length, fresh };
  const rewarded = anyStepPaid(input.earned, input.kind) ? 1 : 0;
  return { done: Math.max(rewarded, Math.min(input.steps.length, 1)), rewarded, fresh };
}

/** Points rule kinds: points per 10,000 ₫ paid for a visit, points for rating a visit. */
export const POINTS_RULE_KINDS = ['paid_visit', 'rated_visit'] as const;
export type PointsRuleKind = (typeof POINTS_RULE_KINDS)[number];

/** A paid visit earns the rule's points for every whole this much paid. */
export const POINTS_PAID_UNIT_VND = 10_000;
/** The back office's bound on a rule's points. */
export const MAX_RULE_POINTS = 1_000;

export type PointsRuleFacts = {
  points: number;
  active: boolean;
  /** Local dates (the chain's time zone) the rule runs from and to, both included; null = open. */
  validFrom: string | null;
  validTo: string | null;
};

/** Whether a rule gives points on `today` (YYYY-MM-DD in the chain's time zone). */
export function ruleInForce(rule: PointsRuleFacts, today: string): boolean {
  if (!rule.active || rule.points <= 0) return false;
  if (rule.validFrom !== null && today < rule.validFrom) return false;
  if (rule.validTo !== null && today > rule.validTo) return false;
  return true;
}

/** Points of a paid visit: the rule's points per whole 10,000 ₫ of the amount actually paid (0 when off). */
export function pointsForPaidVisit(rule: PointsRuleFacts | undefined, amountVnd: number, today: string): number {
  if (!rule || !ruleInForce(rule, today) || amountVnd <= 0) return 0;
  return Math.floor(amountVnd / POINTS_PAID_UNIT_VND) * rule.points;
}

/** Points of rating a visit (0 when off). */
export function pointsForRating(rule: PointsRuleFacts | undefined, today: string): number {
  return rule && ruleInForce(rule, today) ? rule.points : 0;
}
