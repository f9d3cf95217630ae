import '../locales';
import type { TWaitlistEntry } from '@shine/shared/schemas/one-tap';
import { formatDisplayDate, formatHour } from '@shine/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { useLeaveWaitlist, waitlistQueryOptions } from '../api/waitlist';
import styles from './waitlist.module.css';

/** The states an entry can be left in: he is still waiting (or a chair is offered to him right now). */
const LEAVABLE = new Set<TWaitlistEntry['state']>(['waiting', 'offered']);

/**
 * His waitlist entries in the account area (issue 33): salon, day, window, stylist and state, with "Rời danh
 * sách chờ". The server lists today's and later days' only: an entry expires with its day.
 */
export function WaitlistEntries() {
  const { t } = useTranslation('waitlist');
  const entries = useQuery(waitlistQueryOptions());
  const leave = useLeaveWaitlist();
  if (!entries.data) return null;
  return (
    <section id="danh-sach-cho" className={styles.entries} aria-labelledby="waitlist-entries-title" data-testid="waitlist-entries">
      <h2 id="waitlist-entries-title" className={styles.entriesTitle}>
        {t('entriesTitle')}
      </h2>
      {entries.data.length === 0 ? (
        <p className={styles.muted}>{t('entriesEmpty')}</p>
      ) : (
        <ul className={styles.list}>
          {entries.data.map((entry) => {
            const when = t('entryWindow', { date: formatDisplayDate(entry.date), from: formatHour(entry.fromMinute), to: formatHour(entry.toMinute) });
            return (
              <li key={entry.id} className={styles.entry} data-testid="waitlist-entry">
                <div>
                  <p className={styles.salon}>{entry.salonName}</p>
                  <p>{when}</p>
                  <p className={styles.muted}>{entry.stylistName ? `${t('stylist')}: ${entry.stylistName}` : t('anyStylist')}</p>
                </div>
                <p className={`${styles.state} ${styles[entry.state] ?? ''}`}>{t(`state.${entry.state}`)}</p>
                {LEAVABLE.has(entry.state) && (
                  <button
                    type="button"
                    className="btn btn-outline"
                    disabled={leave.isPending}
                    onClick={() => leave.mutate(entry.id)}
                    aria-label={t('leaveLabel', { salon: entry.salonName, when })}
                  >
                    {t('leave')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {leave.isError && (
        <p className={styles.error} role="alert">
          {t('failed')}
        </p>
      )}
    </section>
  );
}

export default WaitlistEntries;
