// Calendar months as 'YYYY-MM' (salon-local dates): pure helpers for the top-stylist ranking.

/** 'YYYY-MM' of a 'YYYY-MM-DD' date. */
export const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/** The month `delta` months after `month` (negative: before). */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
