import '../locales';
import type { TContest } from '@shine/shared/schemas/style-master';
import { useTranslation } from '../../../lib/i18n';
import { contestDays } from '../model/contest-dates';
import styles from '../pages/style-master.module.css';

/** Dates, entries and votes of the contest so far. */
export function ContestFacts({ contest }: { contest: TContest }) {
  const { t } = useTranslation('styleMaster');
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('period')}</dt>
        <dd>{t('periodValue', contestDays(contest))}</dd>
      </div>
      <div>
        <dt>{t('entries')}</dt>
        <dd data-testid="contest-entries">{contest.entries}</dd>
      </div>
      <div>
        <dt>{t('votes')}</dt>
        <dd data-testid="contest-votes">{contest.votes}</dd>
      </div>
    </dl>
  );
}

export function ContestStatus({ status }: { status: TContest['status'] }) {
  const { t } = useTranslation('styleMaster');
  const key = status === 'running' ? 'contestRunning' : status === 'upcoming' ? 'contestUpcoming' : 'contestEnded';
  return <span className={styles.status}>{t(key)}</span>;
}
