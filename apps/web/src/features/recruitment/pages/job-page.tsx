import '../locales';
import type { TJobDetail } from '@shine/shared/schemas/recruitment';
import { useTranslation } from '../../../lib/i18n';
import { isRouteErrorResponse, Link, useParams, useRouteError } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import { Skeleton } from '../../../components/ui/skeleton';
import { RouteError } from '../../../components/ui/route-fallback';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useJob } from '../api/get-job';
import { ApplicationForm } from '../components/application-form';
import { displayIsoDate, jobTitle, payRange } from '../model/job-filters';
import styles from './pages.module.css';

/** /recruitment/{slug}: one job and its application form. */
export function JobPage() {
  const slug = useParams().slug ?? '';
  const job = useJob(slug);
  if (job.error instanceof ApiError && job.error.status >= 400 && job.error.status < 500) return <JobNotFound />;
  if (job.error) return <RouteError />;
  if (!job.data) return <Skeleton height={480} radius={16} />;
  return <JobView job={job.data} />;
}

export function JobPageError() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <JobNotFound /> : <RouteError />;
}

function JobNotFound() {
  const { t } = useTranslation('recruitment');
  useDocumentTitle(t('job.notFoundTitle'));
  return (
    <>
      <PageHero title={t('job.notFoundTitle')} />
      <div className={`container ${styles.page}`}>
        <p>{t('job.notFoundText')}</p>
        <p>
          <Link to="/recruitment" className="btn btn-accent">
            {t('job.back')}
          </Link>
        </p>
      </div>
    </>
  );
}

function JobView({ job }: { job: TJobDetail }) {
  const { t, language } = useTranslation('recruitment');
  // As the server wrote it (route-data.ts jobHead).
  useDocumentTitle(jobTitle(job));
  const list = (key: 'duties' | 'requirements' | 'benefits', items: string[]) => (
    <section className={styles.section} aria-labelledby={`job-${key}`}>
      <h2 id={`job-${key}`}>{t(`job.${key}`)}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
  return (
    <>
      <PageHero title={job.salonName ? `${job.title} - ${job.salonName}` : job.title}>
        <p className={styles.lead}>{job.summary}</p>
      </PageHero>
      <div className={`container ${styles.page}`} data-testid="job-page">
        <p>
          <Link to={job.kind === 'salon' ? '/recruitment' : '/recruitment-office'} className={styles.back}>
            ← {t('job.back')}
          </Link>
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('job.pay')}</dt>
            <dd data-testid="job-pay">{payRange(job.payMin, job.payMax, language)}</dd>
          </div>
          <div>
            <dt>{t('job.location')}</dt>
            <dd>{job.salonId ? <Link to={`/salons/${job.salonId}`}>{job.location}</Link> : job.location}</dd>
          </div>
          <div>
            <dt>{t('job.hours')}</dt>
            <dd>{job.workHours}</dd>
          </div>
          <div>
            <dt>{t('job.openings')}</dt>
            <dd>{job.openings}</dd>
          </div>
          <div>
            <dt>{t('job.deadline')}</dt>
            <dd>{displayIsoDate(job.deadline)}</dd>
          </div>
        </dl>
        {list('duties', job.duties)}
        {list('requirements', job.requirements)}
        {list('benefits', job.benefits)}
        <ApplicationForm job={job} />
      </div>
    </>
  );
}
