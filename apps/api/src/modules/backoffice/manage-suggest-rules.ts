import type { TAdminSuggestRule, TAdminSuggestRuleBody } from '@shine/shared/schemas/backoffice-catalog';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/errors.ts';
import { audit } from './audit.ts';
import type { AdminActor } from './backoffice-guard.ts';
import { findServicePlaces } from './catalog-structure-repository.ts';
import { unknownRef } from './manage-catalog-structure.ts';
import { invalidateCustomerCaches } from './invalidate-caches.ts';
import {
  type SuggestRuleRow,
  deleteSuggestRule,
  findSuggestRuleRows,
  insertSuggestRule,
  lockSuggestRule,
  updateSuggestRule,
} from './suggest-rules-repository.ts';

// The suggest rules of the service step (spec §4, issue 32): which chosen services a rule matches and what the
// popup then offers. `catalog.edit`; each change audited; the customer's service list carries them at its next load.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;

const rule = (r: SuggestRuleRow): TAdminSuggestRule => ({
  id: r.id,
  ruleType: r.ruleType,
  serviceSelected: r.serviceSelected,
  listService: r.listService,
  title: r.title,
  titleEn: r.titleEn,
});

export async function listSuggestRules(deps: Pick<AppDeps, 'db'>): Promise<TAdminSuggestRule[]> {
  return (await findSuggestRuleRows(deps.db)).map(rule);
}

/** The services a rule names (offered, and matched for equals/default) must exist. */
function namedServices(body: TAdminSuggestRuleBody): number[] {
  const matched = body.ruleType === 'regex' ? [] : body.serviceSelected.split(';').map(Number);
  return [...new Set([...body.listService, ...matched])];
}

/** Creates (id null) or edits a rule. */
export async function saveSuggestRule(deps: Deps, actor: AdminActor, id: number | null, body: TAdminSuggestRuleBody): Promise<TAdminSuggestRule> {
  const saved = await deps.db.transaction(async (tx) => {
    const before = id === null ? null : await lockSuggestRule(tx, id);
    if (id !== null && !before) throw notFound('NOT_FOUND', 'admin.notFound');
    const named = namedServices(body);
    if ((await findServicePlaces(tx, named)).length !== named.length) throw unknownRef('service');
    const after = before ? await updateSuggestRule(tx, before.id, body) : await insertSuggestRule(tx, body);
    await audit(tx, actor, {
      at: deps.clock.now(),
      action: 'catalog.edit',
      entity: 'suggestRule',
      entityId: after.id,
      before: before ? rule(before) : null,
      after: rule(after),
    });
    return after;
  });
  invalidateCustomerCaches(deps);
  return rule(saved);
}

export async function removeSuggestRule(deps: Deps, actor: AdminActor, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await lockSuggestRule(tx, id);
    if (!before) throw notFound('NOT_FOUND', 'admin.notFound');
    await deleteSuggestRule(tx, id);
    await audit(tx, actor, { at: deps.clock.now(), action: 'catalog.edit', entity: 'suggestRule', entityId: id, before: rule(before), after: null });
  });
  invalidateCustomerCaches(deps);
}
