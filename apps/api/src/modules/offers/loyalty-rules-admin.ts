import { QUEST_CAN_REPEAT, ruleInForce, zonedToday } from '@shine/shared';
import type { TAdminPointsRule, TAdminQuestRule, TPointsRuleBody, TQuestRuleBody } from '@shine/shared/schemas/offers';
import type { AppDeps } from '../../app-deps.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { type AdminActor, audit, invalidateCustomerCaches } from '../backoffice/index.ts';
import {
  findAllPointsRules,
  findAllQuestRules,
  lockPointsRule,
  lockQuestRule,
  type PointsRuleRow,
  type QuestRuleRow,
  updatePointsRule,
  updateQuestRule,
} from './loyalty-admin-repository.ts';

// Quests and points rules (issue 32, `offer.edit`: marketing, the chain admin). The kinds are the code's; the
// back office sets whether each runs, its spins or points, its texts and dates. Each save is audited (before and
// after) in its transaction and drops the customer caches, so the wheel page's quests follow at its next load.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;

const questView = (r: QuestRuleRow): TAdminQuestRule => ({
  key: r.key,
  active: r.active,
  spinsPerStep: r.spinsPerStep,
  repeatable: r.repeatable,
  canRepeat: QUEST_CAN_REPEAT[r.key],
  title: r.title,
  titleEn: r.titleEn,
  description: r.description,
  descriptionEn: r.descriptionEn,
  sort: r.sort,
});

const pointsView = (r: PointsRuleRow, today: string): TAdminPointsRule => ({
  kind: r.kind,
  points: r.points,
  active: r.active,
  validFrom: r.validFrom,
  validTo: r.validTo,
  inForce: ruleInForce(r, today),
});

/** What the audit keeps of a rule (its settings, not what is derived from them). */
const questAudit = ({ canRepeat: _c, ...settings }: TAdminQuestRule) => settings;
const pointsAudit = ({ inForce: _f, ...settings }: TAdminPointsRule) => settings;

export async function listQuestRules(deps: Pick<AppDeps, 'db'>): Promise<TAdminQuestRule[]> {
  return (await findAllQuestRules(deps.db)).map(questView);
}

/** A quest's settings and texts; a kind with one step per customer cannot be made repeatable (400). */
export async function editQuestRule(deps: Deps, actor: AdminActor, key: QuestRuleRow['key'], body: TQuestRuleBody): Promise<TAdminQuestRule> {
  if (body.repeatable && !QUEST_CAN_REPEAT[key]) throw badRequest('QUEST_NOT_REPEATABLE', 'offer.questNotRepeatable', { key });
  const now = deps.clock.now();
  const saved = await transactionWithRetry(deps.db, async (tx) => {
    const before = await lockQuestRule(tx, key);
    if (!before) throw new AppError(404, 'RULE_NOT_FOUND', 'admin.notFound');
    const after = await updateQuestRule(tx, key, {
      active: body.active,
      spinsPerStep: body.spinsPerStep,
      repeatable: body.repeatable,
      title: body.title,
      titleEn: body.titleEn,
      description: body.description,
      descriptionEn: body.descriptionEn,
      sort: body.sort,
    });
    await audit(tx, actor, {
      at: now,
      action: 'offer.edit',
      entity: 'questRule',
      entityId: key,
      before: questAudit(questView(before)),
      after: questAudit(questView(after)),
    });
    return after;
  });
  invalidateCustomerCaches(deps);
  return questView(saved);
}

export async function listPointsRules(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<TAdminPointsRule[]> {
  const today = zonedToday(deps.clock.now());
  return (await findAllPointsRules(deps.db)).map((r) => pointsView(r, today));
}

/** A points rule's points, switch and validity dates. */
export async function editPointsRule(deps: Deps, actor: AdminActor, kind: PointsRuleRow['kind'], body: TPointsRuleBody): Promise<TAdminPointsRule> {
  const now = deps.clock.now();
  const today = zonedToday(now);
  const saved = await transactionWithRetry(deps.db, async (tx) => {
    const before = await lockPointsRule(tx, kind);
    if (!before) throw new AppError(404, 'RULE_NOT_FOUND', 'admin.notFound');
    const after = await updatePointsRule(tx, kind, { points: body.points, active: body.active, validFrom: body.validFrom, validTo: body.validTo });
    await audit(tx, actor, {
      at: now,
      action: 'offer.edit',
      entity: 'pointsRule',
      entityId: kind,
      before: pointsAudit(pointsView(before, today)),
      after: pointsAudit(pointsView(after, today)),
    });
    return after;
  });
  invalidateCustomerCaches(deps);
  return pointsView(saved, today);
}
