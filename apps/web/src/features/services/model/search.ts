import { parseServiceQuery, searchServices } from '@shine/shared/rules/search-text';
import type { TService, TServiceCategory } from '@shine/shared/schemas/catalog';
import { allServices } from './catalogue';

// Search box and chips of the service list (spec §4 'Search'): Enter or the icon runs the query; quoted
// words match category titles (what a chip sends); other words search name, price, id and subtitle.

export type SearchOutcome = { kind: 'error' } | { kind: 'results'; services: TService[] };

export function runServiceSearch(categories: readonly TServiceCategory[], input: string): SearchOutcome {
  const query = parseServiceQuery(input);
  if (query.kind === 'empty') return { kind: 'error' };
  const titles = categories.map((c) => ({ categoryId: c.categoryId, title: c.title }));
  return { kind: 'results', services: searchServices(allServices(categories), titles, query) };
}

export interface SearchChip {
  label: string;
  /** Spec §9: chip queries are wrapped in quotes. */
  query: string;
}

export function suggestionChips(categories: readonly TServiceCategory[]): SearchChip[] {
  return categories.filter((c) => c.displaySuggest).map((c) => ({ label: c.title, query: `"${c.title}"` }));
}

/** The 'used services' chip lists what the customer had before (used = 1). */
export const usedServices = (categories: readonly TServiceCategory[]): TService[] => allServices(categories).filter((s) => s.used === 1);

/** Categories on the page: the others go under the collapsible 'Other services'. */
export function splitOther(categories: readonly TServiceCategory[]): { main: TServiceCategory[]; other: TServiceCategory[] } {
  const sorted = [...categories].sort((a, b) => a.order - b.order);
  return { main: sorted.filter((c) => !c.isOther), other: sorted.filter((c) => c.isOther) };
}

/** Spec §2: the GenZ notice shows when the catalogue has a GenZ service. */
export const hasGenZ = (categories: readonly TServiceCategory[]): boolean =>
  allServices(categories).some((s) => s.tags.some((tag) => tag.toLowerCase() === 'genz'));
