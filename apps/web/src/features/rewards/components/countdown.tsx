import { countdownParts } from '@shine/shared';
import { useTranslation } from '../../../lib/i18n';
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
      {/* The server rendered these a moment earlier: the first tick after hydration brings them up to date. */}
      {p.days > 0 && <span suppressHydrationWarning>{t('golden.days', { count: p.days })}</span>}
      <span suppressHydrationWarning>{two(p.hours)}</span>:<span suppressHydrationWarning>{two(p.minutes)}</span>:
      <span suppressHydrationWarning>{two(p.seconds)}</span>
    </p>
  );
}
