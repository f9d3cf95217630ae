import '../../locales';
import { useMemo } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ChevronRightIcon } from '../../../../components/ui/icons';
import { useBackupHours } from '../../api/get-backup-hours';
import { useHours } from '../../api/get-hours';
import { useBooking } from '../../hooks/booking-context';
import { serviceIds } from '../../model/booking-selectors';
import { shiftDateBook } from '../../model/hour-rules';
import styles from './backup-suggestion.module.css';

/** Enough free hours tomorrow to suggest the switch to a named stylist's customer. */
const MANY_HOURS = 3;

/**
 * Backup-salon suggestion (spec §2, §4): today only, shown 5 s after the screen opens. With any stylist
 * its prompt expands, on a tap, to nearby salons with free hours (picking one asks for confirmation); with a named stylist
 * short of hours today it offers tomorrow, where he has many free hours.
 */
export default function BackupSuggestion({ todayPickable, stylistName }: { todayPickable: number; stylistName: string | null }) {
  const { selection, ui, dispatch, url, today, track } = useBooking();
  const { t } = useTranslation('booking');
  const ids = useMemo(() => serviceIds(selection.chosen), [selection.chosen]);
  const isToday = selection.dateBook === today;
  const anyStylist = selection.stylistId === 0;
  const backups = useBackupHours({ salonId: selection.salonId, bookDate: today, serviceIds: ids }, isToday && anyStylist && ids.length > 0);
  const tomorrow = shiftDateBook(today, 1);
  const stylistTomorrow = useHours(
    { salonId: selection.salonId, bookDate: tomorrow, stylistId: selection.stylistId, listServiceId: ids, customerPhone: selection.phone, source: url.source },
    isToday && !anyStylist && todayPickable < MANY_HOURS,
  );
  const freeTomorrow = stylistTomorrow.data?.hourGroup.flatMap((g) => g.hours).filter((h) => h.isFree).length ?? 0;

  if (!isToday) return null;
  if (!anyStylist) {
    if (freeTomorrow < MANY_HOURS || !stylistName) return null;
    return (
      <button
        type="button"
        className={styles.prompt}
        onClick={() => {
          track('stylist_change_date', { date: tomorrow });
          dispatch({ type: 'dateChosen', date: tomorrow, byUser: true });
        }}
      >
        <span>{t('backupTomorrow', { name: stylistName })}</span>
        <ChevronRightIcon size={18} />
      </button>
    );
  }
  const list = backups.data ?? [];
  if (list.length === 0) return null;
  const open = !ui.backupCollapsed;

  return (
    <div className={styles.root} data-testid="backup-suggestion">
      <button type="button" className={styles.prompt} onClick={() => dispatch({ type: 'backupToggled' })} aria-expanded={open}>
        <span>{t('backupPrompt')}</span>
        <ChevronRightIcon size={18} className={open ? styles.turned : ''} />
      </button>
      {open && (
        <ul className={styles.list}>
          {list.map((entry) => (
            <li key={entry.salon.salonId} className={styles.salon}>
              <p className={styles.name}>
                <strong>{entry.salon.name}</strong>
                <span>{t('km', { km: entry.salon.distance })}</span>
              </p>
              <div className={styles.hours}>
                {entry.hours.map((hour) => (
                  <button
                    key={hour.hourId}
                    type="button"
                    className={styles.hour}
                    onClick={() =>
                      dispatch({ type: 'modalOpened', modal: { kind: 'backupChoice', choice: { salonId: entry.salon.salonId, name: entry.salon.name, hour } } })
                    }
                  >
                    {hour.hour}
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
