import { countdownParts } from '@shine/shared';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../../lib/use-countdown';
import styles from './rewards.module.css';

const two = (n: number) => String(n).padStart(2, '0');

/** Time left until `until` (ISO instant), ticking every second by the app's clock; calls `onDone` at zero. */
export function Countdown({ label, until }: { label: string; until: string }) {
  const { t } = useTranslation('rewards');
  const seconds = useCountdown(new Date(until).getTime());
  const p = countdownParts(seconds * 1000);
  return (
    <p className={styles.countdown} role="timer" aria-label={label}>
      <b>{label}</b>
      {p.days > 0 && <span>{t('golden.days', { count: p.days })}</span>}
      <span>{two(p.hours)}</span>:<span>{two(p.minutes)}</span>:<span>{two(p.seconds)}</span>
    </p>
  );
}
