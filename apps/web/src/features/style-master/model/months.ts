/** '2026-11' → { month: '11', year: '2026' } for the month labels. */
export function monthParts(month: string): { month: string; year: string } {
  const [year = '', m = ''] = month.split('-');
  return { month: m, year };
}

/** A `?month=` value the API accepts, or '' (this month). */
export function monthFromQuery(value: string | null): string {
  return value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : '';
}
