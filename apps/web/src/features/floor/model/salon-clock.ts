import { formatHour } from '@shine/shared/rules/hours';
import { zonedNow } from '@shine/shared/rules/time-zone';

/** "10h05": an instant (ISO) at the salons' clock, as the staff screens write hours. */
export const salonClock = (iso: string) => formatHour(zonedNow(new Date(iso)).minutes);
