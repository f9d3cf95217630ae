import '../../locales';
import { useTranslation } from '../../../../lib/i18n';
import { CalendarIcon } from '../../../../components/ui/icons';
import { useBooking } from '../../hooks/booking-context';
import type { BookDateOption } from '../../model/booking-types';
import { dayMonth } from '../../../../lib/date-book';
import { tagKey, weekdayIndex } from '../../model/date-label';
import styles from './schedule.module.css';

/** Date dropdown: Today / Tomorrow / Day after from the role's dates; days beyond the role inactive. */
export function DateSelect({ dates }: { dates: BookDateOption[] }) {
  const { selection, dispatch, track } = useBooking();
  const { t } = useTranslation('booking');
  const { t: m } = useTranslation('messages');
  const weekdays = t('weekdays').split(',');
  const label = (option: BookDateOption) => {
    const key = tagKey(option.tag);
    const day = `${weekdays[weekdayIndex(option.date)] ?? ''} ${dayMonth(option.date)}`;
    return key ? `${m(key)}, ${day}` : day;
  };

  return (
    <label className={styles.dateSelect}>
      <CalendarIcon size={18} className={styles.dateIcon} />
      <select
        value={selection.dateBook}
        onChange={(event) => {
          track('select_date', { date: event.target.value });
          dispatch({ type: 'dateChosen', date: event.target.value, byUser: true });
        }}
        aria-label={t('bookDate')}
        data-testid="date-select"
      >
        {dates.map((option) => (
          <option key={option.date} value={option.date} disabled={!option.isActive}>
            {label(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
