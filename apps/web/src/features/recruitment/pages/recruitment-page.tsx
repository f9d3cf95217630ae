import '../locales';
import { useTranslation } from '../../../lib/i18n';
import { NavLink, useSearchParams } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useJobs } from '../api/list-jobs';
import { JobCard } from '../components/job-card';
import { type JobFilters, type JobKind, filtersFromUrl, filtersToSearch } from '../model/job-filters';
import styles from './pages.module.css';

/** /recruitment (salon jobs, filtered by province, salon and position) and /recruitment-office. */
export function RecruitmentPage({ kind }: { kind: JobKind }) {
  const { t } = useTranslation('recruitment');
  const { t: tp } = useTranslation();
  const title = tp(kind === 'salon' ? 'pages.recruitment' : 'pages.recruitmentOffice');
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const filters = filtersFromUrl(kind, params);
  const list = useJobs(filters);
  const data = list.data;
  const total = data ? data.provinces.reduce((sum, p) => sum + p.count, 0) : 0;

  const change = (next: Partial<JobFilters>) => {
    const merged = { ...filters, ...next };
    // A salon belongs to one province: changing the province drops a salon of another one.
    if (next.provinceId !== undefined && merged.salonId && data?.salons.find((s) => s.id === merged.salonId)?.provinceId !== merged.provinceId)
      merged.salonId = 0;
    setParams(new URLSearchParams(filtersToSearch(merged)), { replace: true, preventScrollReset: true });
  };
  const salons = data?.salons.filter((salon) => !filters.provinceId || salon.provinceId === filters.provinceId) ?? [];

  return (
    <>
      <PageHero title={title}>{data && <p className={styles.lead}>{t(kind === 'salon' ? 'jobs.salonLead' : 'jobs.officeLead', { count: total })}</p>}</PageHero>
      <div className={`container ${styles.page}`}>
        <nav className={styles.tabs} aria-label={title}>
          <NavLink to="/recruitment" end className={({ isActive }) => (isActive ? styles.tabOn : styles.tab)}>
            {t('jobs.tabSalon')}
          </NavLink>
          <NavLink to="/recruitment-office" className={({ isActive }) => (isActive ? styles.tabOn : styles.tab)}>
            {t('jobs.tabOffice')}
          </NavLink>
        </nav>
        {data && (
          <div className={styles.filters} data-testid="job-filters">
            <label>
              <span>{t('jobs.province')}</span>
              <select value={filters.provinceId || ''} onChange={(e) => change({ provinceId: Number(e.target.value) || 0 })} data-testid="filter-province">
                <option value="">{t('jobs.allCount', { count: total })}</option>
                {data.provinces.map((p) => (
                  <option key={p.id} value={p.id}>
                    {t('jobs.optionCount', { name: p.name, count: p.count })}
                  </option>
                ))}
              </select>
            </label>
            {kind === 'salon' && (
              <>
                <label>
                  <span>{t('jobs.salon')}</span>
                  <select value={filters.salonId || ''} onChange={(e) => change({ salonId: Number(e.target.value) || 0 })} data-testid="filter-salon">
                    <option value="">{t('jobs.all')}</option>
                    {salons.map((s) => (
                      <option key={s.id} value={s.id}>
                        {t('jobs.optionCount', { name: s.name, count: s.count })}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  <span>{t('jobs.position')}</span>
                  <select value={filters.position} onChange={(e) => change({ position: e.target.value })} data-testid="filter-position">
                    <option value="">{t('jobs.all')}</option>
                    {data.positions.map((p) => (
                      <option key={p.position} value={p.position}>
                        {t('jobs.optionCount', { name: t(`jobs.positions.${p.position}`), count: p.count })}
                      </option>
                    ))}
                  </select>
                </label>
              </>
            )}
          </div>
        )}
        {!data && list.isPending && <Skeleton height={320} radius={16} />}
        {data && (
          <>
            <p className={styles.count} role="status">
              {t('jobs.results', { count: data.jobs.length })}
            </p>
            {data.jobs.length === 0 ? (
              <p className={styles.empty}>{t('jobs.none')}</p>
            ) : (
              <ul className={styles.jobs}>
                {data.jobs.map((job) => (
                  <JobCard key={job.id} job={job} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </>
  );
}

export function SalonJobsPage() {
  return <RecruitmentPage kind="salon" />;
}

export function OfficeJobsPage() {
  return <RecruitmentPage kind="office" />;
}
