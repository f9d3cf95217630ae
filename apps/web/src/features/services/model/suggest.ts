import { addService } from '@shine/shared/rules/service-selection';
import { findSuggestRule } from '@shine/shared/rules/suggest-rules';
import type { TService, TSuggestRule } from '@shine/shared/schemas/catalog';
import { toChosen, type ChosenService } from '../types';

export interface Suggestion {
  rule: TSuggestRule;
  /** The first offered service not chosen yet: 'Dùng thêm' adds it. */
  service: TService;
}

/**
 * Spec §4: on Done, unless the salon allows consultation, the first matching rule offers its first
 * service (one the customer has not chosen and the catalogue still sells).
 */
export function findSuggestion(
  rules: readonly TSuggestRule[],
  chosen: readonly ChosenService[],
  catalogue: readonly TService[],
  selectConsultation: boolean,
): Suggestion | null {
  if (selectConsultation || chosen.length === 0) return null;
  const ids = chosen.map((s) => s.serviceId);
  const rule = findSuggestRule(rules, ids);
  if (!rule) return null;
  const offeredId = rule.listService.find((id) => !ids.includes(id));
  const service = catalogue.find((s) => s.serviceId === offeredId);
  return service ? { rule, service } : null;
}

/** 'Dùng thêm': the suggested service joins the selection with its old price (shown struck). */
export function acceptSuggestion(chosen: readonly ChosenService[], suggestion: Suggestion, catalogue: readonly TService[]): ChosenService[] {
  return addService(chosen, toChosen(suggestion.service), catalogue.map(toChosen));
}
