/** `?page=` of the feed: a whole number from 1 to 1000, 1 otherwise. */
export function discoverPageFromQuery(raw: string | null): number {
  const page = raw && /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 && page <= 1000 ? page : 1;
}

/** `/discovers/{id}`: a positive whole number (int4), or 0 for anything else (a 404 page). */
export function discoverIdFromParam(raw: string | undefined): number {
  if (!raw || !/^\d{1,10}$/.test(raw)) return 0;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : 0;
}
