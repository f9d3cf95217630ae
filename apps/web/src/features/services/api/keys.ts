import type { ServiceLang } from '../types';

export interface ServiceListParams {
  salonId: number;
  phone?: string;
  lang: ServiceLang;
}

/** Query keys of the catalogue: the service step and the wizard's link resolution share the list's entry. */
export const serviceKeys = {
  list: (p: ServiceListParams) => ['services', 'list', p.salonId, p.phone ?? '', p.lang] as const,
  /** A list stays fresh this long wherever it is read. */
  listStaleMs: 5 * 60_000,
};
