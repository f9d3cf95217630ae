// Accent-insensitive search (spec §4 "Search": quoted words match category titles and chips; otherwise
// text search by name, price, id, subtitle, accent-insensitive).
import { expandK, formatVnd } from './money';

/** "Cắt Gội  ĐẸP" → "cat goi dep": no Vietnamese diacritics (đ → d), lower case, single spaces. */
export function searchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const words = (text: string): string[] =>
  searchText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * Place search (salon chooser: province, district, address; spec §2), accent-insensitive: the typed
 * words appear in a row, each one whole, so 'quan 1' finds Quận 1 and never Quận 10 or 12. Only a last
 * word that is not a number may be the start of a word, as it may still be being typed ('dong d').
 */
export function matchesPlace(text: string, query: string): boolean {
  const wanted = words(query);
  if (wanted.length === 0) return false;
  const have = words(text);
  const last = wanted.length - 1;
  const partialLast = !/^\d+$/.test(wanted[last]!);
  for (let start = 0; start + wanted.length <= have.length; start++) {
    const match = wanted.every((word, i) => {
      const found = have[start + i]!;
      return found === word || (i === last && partialLast && found.startsWith(word));
    });
    if (match) return true;
  }
  return false;
}

export type ServiceQuery = { kind: 'empty' } | { kind: 'chips'; titles: string[] } | { kind: 'text'; text: string };

/** A query with quoted words ('"Cắt tóc"') is a chip query; an empty one shows the search error. */
export function parseServiceQuery(input: string): ServiceQuery {
  const quoted = [...input.matchAll(/"([^"]*)"/g)].map((m) => searchText(m[1] ?? '')).filter(Boolean);
  if (quoted.length > 0) return { kind: 'chips', titles: quoted };
  const text = searchText(input.replaceAll('"', ''));
  return text === '' ? { kind: 'empty' } : { kind: 'text', text };
}

export interface SearchableService {
  serviceId: number;
  name: string;
  subtitle?: string | null;
  priceNum: number;
  categoryId: number;
}

export interface SearchableCategory {
  categoryId: number;
  title: string;
}

function matchesText(service: SearchableService, text: string): boolean {
  if (String(service.serviceId) === text) return true;
  const fields = [service.name, service.subtitle ?? '', formatVnd(service.priceNum)].map(searchText);
  const digits = expandK(text).replace(/[.,\s]/g, '');
  // two digits at least, or '1' would find every price starting with 1
  if (/^\d{2,}$/.test(digits) && String(service.priceNum).startsWith(digits)) return true;
  return fields.some((f) => f.includes(text));
}

/** The services a query finds, in catalogue order. */
export function searchServices<T extends SearchableService>(services: readonly T[], categories: readonly SearchableCategory[], query: ServiceQuery): T[] {
  switch (query.kind) {
    case 'empty':
      return [];
    case 'chips': {
      const ids = new Set(categories.filter((c) => query.titles.some((t) => searchText(c.title).includes(t))).map((c) => c.categoryId));
      return services.filter((s) => ids.has(s.categoryId));
    }
    case 'text':
      return services.filter((s) => matchesText(s, query.text));
  }
}
