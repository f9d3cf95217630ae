import { shownAddress } from '@shine/shared/rules/salon-address';
import { formatDateBook, gallerySlides, zonedToday } from '@shine/shared';
import type { TSalonPage } from '@shine/shared/schemas/salon';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ClockIcon } from '../../../components/ui/icons';
import { now } from '../../../lib/clock';
import { useSalonTags } from './salon-chooser/salon-card';
import { displayDate, opensLater } from '../../../lib/date-book';
import styles from '../pages/salon-page.module.css';
import { FreeHours } from './free-hours';
import { SalonGallery } from './salon-gallery';

/**
 * One salon as its page and the booking summary (/booking/salon) show it: opening notice, pictures,
 * addresses (new and old), opening hours, tags and warning, the page's own buttons, then the free hours.
 */
export function SalonOverview({ page, headingId, extraFact, actions }: { page: TSalonPage; headingId: string; extraFact?: ReactNode; actions: ReactNode }) {
  const { t } = useTranslation('salons');
  const { salon } = page;
  const shown = shownAddress(salon);
  const [today] = useState(() => formatDateBook(zonedToday(now())));
  const slides = useMemo(() => gallerySlides(salon.listImages, salon.images), [salon.listImages, salon.images]);
  const tags = useSalonTags(salon);
  return (
    <>
      {opensLater(today, salon.openingDate) && salon.openingDate && (
        <p className={styles.opening}>{t('openingSoon', { date: displayDate(salon.openingDate) })}</p>
      )}
      <SalonGallery slides={slides} />
      <div className={styles.columns}>
        <section className={styles.info} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.name}>
            {salon.name}
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t('address')}</dt>
              <dd data-testid="salon-address">{shown.address}</dd>
            </div>
            {shown.formerly && (
              <div>
                <dt>{t('addressOld')}</dt>
                <dd data-testid="salon-address-old">{shown.formerly}</dd>
              </div>
            )}
            {salon.addressNote && <dd className={styles.note}>{salon.addressNote}</dd>}
            <div>
              <dt>
                <ClockIcon size={15} /> {t('hours')}
              </dt>
              <dd>{t('hoursValue', { opens: page.opens, closes: page.closes })}</dd>
            </div>
            {extraFact}
          </dl>
          {tags.length > 0 && (
            <ul className={styles.tags}>
              {tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          )}
          {salon.warnText && (
            <p className={styles.warn} role="note">
              {salon.warnText}
            </p>
          )}
          <div className={styles.actions}>{actions}</div>
        </section>
        <FreeHours salonId={salon.id} days={page.freeHours} />
      </div>
    </>
  );
}
