// No schema import here: the route table (main bundle) uses this file, and the schemas bring zod.
const SALON_POSITIONS = ['stylist', 'skinner', 'reception'];

export type JobKind = 'salon' | 'office';
export type JobFilters = { kind: JobKind; provinceId: number; salonId: number; position: string };

const id = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 2_147_483_647 ? n : 0;
};

/** The filters of a job list from its URL (?tinh=&salon=&vi-tri=), anything unknown dropped. */
export function filtersFromUrl(kind: JobKind, params: URLSearchParams): JobFilters {
  const position = params.get('vi-tri') ?? '';
  return {
    kind,
    provinceId: id(params.get('tinh')),
    salonId: kind === 'salon' ? id(params.get('salon')) : 0,
    position: kind === 'salon' && SALON_POSITIONS.includes(position) ? position : '',
  };
}

export function filtersToSearch(filters: JobFilters): string {
  const params = new URLSearchParams();
  if (filters.provinceId) params.set('tinh', String(filters.provinceId));
  if (filters.salonId) params.set('salon', String(filters.salonId));
  if (filters.position) params.set('vi-tri', filters.position);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** "12 - 30 triệu" from VND amounts. */
export function payRange(min: number, max: number, lang: string): string {
  const million = (v: number) => (v / 1_000_000).toLocaleString(lang === 'en' ? 'en-US' : 'vi-VN', { maximumFractionDigits: 1 });
  return lang === 'en' ? `VND ${million(min)} - ${million(max)} million` : `${million(min)} - ${million(max)} triệu`;
}

/** "2026-12-20" → "20/12/2026". */
export function displayIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** The page title of a job (also the server's, route-data.ts jobHead). */
export const jobTitle = (job: { title: string; salonName: string | null; provinceName: string; department: string | null }) =>
  `${job.title} - ${job.salonName ?? job.department ?? ''}, ${job.provinceName}`;
