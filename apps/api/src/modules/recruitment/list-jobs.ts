import { zonedToday } from '@shine/shared';
import type { TJobDetail, TJobList, TJobListQuery } from '@shine/shared/schemas/recruitment';
import type { AppDeps } from '../../app-deps.ts';
import { FormError } from './form-error.ts';
import { findOpenJob, findOpenJobs } from './recruitment-repository.ts';

type Query = { kind: 'salon' | 'office' } & Omit<TJobListQuery, 'kind'>;

const count = <K>(keys: K[]) => {
  const counts = new Map<K, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};

/**
 * Open jobs of a kind with the filters the page offers: provinces, salons and positions with their
 * number of open jobs (over the whole kind, so a filter never hides the other choices).
 */
export async function listJobs(deps: Pick<AppDeps, 'db' | 'clock'>, query: Query): Promise<TJobList> {
  const today = zonedToday(deps.clock.now());
  const all = await findOpenJobs(deps.db, query.kind, today);
  const jobs = all.filter(
    (job) =>
      (!query.provinceId || job.provinceId === query.provinceId) &&
      (!query.salonId || job.salonId === query.salonId) &&
      (!query.position || job.position === query.position),
  );
  const provinceCounts = count(all.map((job) => job.provinceId));
  const provinces = [...new Map(all.map((job) => [job.provinceId, job.provinceName]))]
    .map(([id, name]) => ({ id, name, count: provinceCounts.get(id) ?? 0 }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'vi'));
  const salonCounts = count(all.flatMap((job) => (job.salonId ? [job.salonId] : [])));
  const salons = [
    ...new Map(all.flatMap((job) => (job.salonId && job.salonName ? [[job.salonId, { name: job.salonName, provinceId: job.provinceId }] as const] : []))),
  ]
    .map(([id, salon]) => ({ id, name: salon.name, provinceId: salon.provinceId, count: salonCounts.get(id) ?? 0 }))
    .sort((a, b) => a.name.localeCompare(b.name, 'vi'));
  const positionCounts = count(all.map((job) => job.position));
  const positions = [...positionCounts].map(([position, n]) => ({ position, count: n }));
  return { jobs, provinces, salons, positions };
}

export async function jobDetail(deps: Pick<AppDeps, 'db' | 'clock'>, slug: string): Promise<TJobDetail> {
  const job = await findOpenJob(deps.db, slug, zonedToday(deps.clock.now()));
  if (!job) throw new FormError(404, 'NOT_FOUND', 'job.notFound');
  return { ...job, cvRequired: job.kind === 'office' };
}
