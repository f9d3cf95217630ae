// Suggest-service popup (spec §4 "Service selection", §3 "Suggest rule"): on next in the service step a
// rule that matches the chosen services offers its services. Pure, so the web and tests share it.

export type SuggestRuleType = 'equals' | 'regex' | 'default';

export interface SuggestRule {
  ruleType: SuggestRuleType;
  /** Service ids joined by ';' for equals and default; a pattern for regex. */
  serviceSelected: string;
  /** The services the popup offers (the first one is added when accepted). */
  listService: readonly number[];
}

const ruleIds = (serviceSelected: string) =>
  serviceSelected
    .split(';')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);

/** A pattern from the catalogue; a malformed one matches nothing rather than breaking the popup. */
function safeRegExp(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

/**
 * equals: the chosen set equals the rule set; regex: the chosen ids joined by ';' (in the order chosen)
 * match the pattern; default: every rule service is among the chosen ones.
 */
export function suggestRuleMatches(rule: SuggestRule, chosenIds: readonly number[]): boolean {
  if (chosenIds.length === 0) return false;
  const chosen = new Set(chosenIds);
  switch (rule.ruleType) {
    case 'equals': {
      const wanted = new Set(ruleIds(rule.serviceSelected));
      return wanted.size === chosen.size && [...wanted].every((id) => chosen.has(id));
    }
    case 'regex':
      return safeRegExp(rule.serviceSelected)?.test(chosenIds.join(';')) ?? false;
    case 'default': {
      const wanted = ruleIds(rule.serviceSelected);
      return wanted.length > 0 && wanted.every((id) => chosen.has(id));
    }
  }
}

/**
 * The first rule (in catalogue order) that matches the chosen services. A rule whose offered services
 * are all chosen already is skipped: the popup would offer nothing new.
 */
export function findSuggestRule<T extends SuggestRule>(rules: readonly T[], chosenIds: readonly number[]): T | undefined {
  return rules.find((rule) => suggestRuleMatches(rule, chosenIds) && rule.listService.some((id) => !chosenIds.includes(id)));
}
