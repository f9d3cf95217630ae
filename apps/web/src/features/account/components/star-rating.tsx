import { RATING_ANIMATION_TICK_MS, RATING_MAX_STAR } from '@shine/shared/rules/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { StarIcon } from '../../../components/ui/icons';
import { starsAt } from '../star-animation';
import styles from './history.module.css';

interface StarRatingProps {
  /** Stars picked by the customer, or null while the opening animation runs. */
  value: number | null;
  onChange: (stars: number) => void;
  disabled?: boolean;
}

/** Five stars to pick from; before a pick they light up one every 400 ms from 0 to 5 (spec §9). */
export function StarRating({ value, onChange, disabled = false }: StarRatingProps) {
  const { t } = useTranslation('account');
  const [animated, setAnimated] = useState(0);

  useEffect(() => {
    if (value !== null) return;
    const started = performance.now();
    const timer = window.setInterval(() => {
      const lit = starsAt(performance.now() - started);
      setAnimated(lit);
      if (lit >= RATING_MAX_STAR) window.clearInterval(timer);
    }, RATING_ANIMATION_TICK_MS);
    return () => window.clearInterval(timer);
  }, [value]);

  const lit = value ?? animated;
  return (
    <div className={styles.stars} role="radiogroup" aria-label={t('history.rateTitle')} data-testid="star-rating">
      {Array.from({ length: RATING_MAX_STAR }, (_, index) => {
        const stars = index + 1;
        return (
          <button
            key={stars}
            type="button"
            role="radio"
            aria-checked={value === stars}
            aria-label={t('history.stars', { count: stars })}
            className={`${styles.star} ${stars <= lit ? styles.starOn : ''}`}
            onClick={() => onChange(stars)}
            disabled={disabled}
          >
            <StarIcon size={30} />
          </button>
        );
      })}
    </div>
  );
}

/** Read-only stars of a rating already given. */
export function StarsShown({ stars }: { stars: number }) {
  const { t } = useTranslation('account');
  return (
    <span className={styles.starsShown} role="img" aria-label={t('history.stars', { count: stars })}>
      {Array.from({ length: RATING_MAX_STAR }, (_, index) => (
        <StarIcon key={index} size={18} className={index < stars ? styles.starOn : styles.starOff} />
      ))}
    </span>
  );
}
