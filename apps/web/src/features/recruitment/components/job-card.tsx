import type { TJobCard } from '@shine/shared/schemas/recruitment';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { MapPinIcon } from '../../../components/ui/icons';
import { displayIsoDate } from '../model/job-filters';
import { payRange } from '../model/job-filters';
import styles from '../pages/pages.module.css';

export function JobCard({ job }: { job: TJobCard }) {
  const { t, language } = useTranslation('recruitment');
  return (
    <li className={styles.job} data-testid="job-card">
      <p className={styles.jobTag}>{job.kind === 'salon' ? t(`jobs.positions.${job.position}`) : job.department}</p>
      <h3 className={styles.jobTitle}>
        <Link to={`/recruitment/${job.slug}`}>{job.salonName ? `${job.title} - ${job.salonName}` : job.title}</Link>
      </h3>
      <p className={styles.jobPlace}>
        <MapPinIcon size={15} /> {job.location}
      </p>
      <p className={styles.jobPay}>
        {t('jobs.pay')}: <strong>{payRange(job.payMin, job.payMax, language)}</strong>
      </p>
      <p className={styles.jobMeta}>
        {t('jobs.openings', { count: job.openings })} · {t('jobs.deadline', { date: displayIsoDate(job.deadline) })}
      </p>
    </li>
  );
}
