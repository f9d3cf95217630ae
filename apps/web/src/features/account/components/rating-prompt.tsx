import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { StarIcon } from '../../../components/ui/icons';
import type { RatingPrompt as Prompt } from '../types';
import { displayDate } from './booking-card';
import styles from './upcoming-panel.module.css';

/** A recent visit waiting for its rating, linking to /lich-su-cat (spec §2 Home). */
export function RatingPrompt({ prompt }: { prompt: Prompt }) {
  const { t } = useTranslation('account');
  return (
    <Link to="/lich-su-cat" className={styles.rate} data-testid="rating-prompt">
      <span className={styles.rateStars} aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <StarIcon key={index} size={16} />
        ))}
      </span>
      <span>{t('booking.ratePrompt', { date: displayDate(prompt.dateBook), salon: prompt.salonName })}</span>
      <strong className={styles.rateAction}>{t('booking.rateNow')}</strong>
    </Link>
  );
}
