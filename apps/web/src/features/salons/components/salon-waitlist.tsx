import '../locales';
import { addDays, formatDisplayDate, zonedNow } from '@shine/shared';
import type { TSalonPage } from '@shine/shared/schemas/salon';
import { lazy, Suspense, useState } from 'react';
import { now } from '../../../lib/clock';
import { useTranslation } from '../../../lib/i18n';
import { loadWaitlistJoin } from '../../waitlist';
import styles from './salon-sections.module.css';

const WaitlistJoin = lazy(loadWaitlistJoin);

/** Days a customer may wait for from the salon page: today and the next ones. */
const WAITLIST_DAYS = 3;

const minuteOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The salon page's way onto its waitlist (issue 33): a day of the next ones, a window of its hours, a stylist or any. */
export default function SalonWaitlist({ page }: { page: TSalonPage }) {
  const { t } = useTranslation('salons');
  const [local] = useState(() => zonedNow(now()));
  const days = Array.from({ length: WAITLIST_DAYS }, (_, offset) => {
    const date = addDays(local.date, offset);
    const label = formatDisplayDate(date);
    return { date, label: offset === 0 ? t('today', { date: label }) : offset === 1 ? t('tomorrow', { date: label }) : label };
  });
  return (
    <section className={styles.section} aria-labelledby="salon-waitlist" data-testid="salon-waitlist">
      <h2 id="salon-waitlist" className={styles.heading}>
        {t('waitlistHeading')}
      </h2>
      <Suspense fallback={null}>
        <WaitlistJoin
          salonId={page.salon.id}
          days={days}
          openMinute={minuteOf(page.opens)}
          closeMinute={minuteOf(page.closes)}
          todayIso={local.date}
          nowMinute={local.minutes}
          stylists={page.stylists.map((s) => ({ id: s.staffId, name: s.staffName }))}
        />
      </Suspense>
    </section>
  );
}
