import { shownAddress } from '@shine/shared/rules/salon-address';
import '../../locales/chooser';
import { isDaytime, zonedNow } from '@shine/shared';
import { useTranslation } from '../../../../lib/i18n';
import { MapPinIcon } from '../../../../components/ui/icons';
import { now } from '../../../../lib/clock';
import type { TSalonCard as Salon } from '@shine/shared/schemas/salon';
import { displayDate, opensLater } from '../../../../lib/date-book';
import styles from './salon-chooser.module.css';

const FALLBACK = '/images/fallback.svg';

/** Salon card of the chooser: the whole card picks the salon. */
export function SalonCard({ salon, today, onPick }: { salon: Salon; today: string; onPick: (salon: Salon) => void }) {
  return (
    <button type="button" className={styles.card} onClick={() => onPick(salon)} data-testid={`salon-card-${salon.id}`}>
      <SalonCardContent salon={salon} today={today} />
    </button>
  );
}

/**
 * What a salon card shows (chooser and salon finder): picture (day or night), address (the new one
 * when the salon has it), distance, travel time, tags, opening-date banner. Spans only, so it fits in a
 * button or a link.
 */
export function SalonCardContent({ salon, today }: { salon: Salon; today: string }) {
  const { t } = useTranslation('salonChooser');
  // The salons' hour (spec §9: the day picture 6:00–17:00), not the browser's time zone.
  const day = isDaytime(Math.floor(zonedNow(now()).minutes / 60));
  const image = (day ? salon.images[0] : (salon.images_dark[0] ?? salon.images[0])) ?? FALLBACK;
  const tags = useSalonTags(salon);

  return (
    <>
      <span className={styles.media}>
        <img
          src={image}
          alt=""
          loading="lazy"
          onError={(event) => {
            event.currentTarget.src = FALLBACK;
          }}
        />
        {opensLater(today, salon.openingDate) && salon.openingDate && (
          <span className={styles.opening}>{t('openingOn', { date: displayDate(salon.openingDate) })}</span>
        )}
      </span>
      <span className={styles.cardBody}>
        <strong className={styles.cardName}>{salon.name}</strong>
        <span className={styles.address}>
          <MapPinIcon size={14} /> {shownAddress(salon).address}
        </span>
        {salon.distance !== null && (
          <span className={styles.distance}>
            {t('km', { km: salon.distance })}
            {salon.travelTime ? ` · ${t('travel', { minutes: salon.travelTime })}` : ''}
          </span>
        )}
        {tags.length > 0 && (
          <span className={styles.tags}>
            {tags.map((tag) => (
              <span key={tag} className={styles.tag}>
                {tag}
              </span>
            ))}
          </span>
        )}
        {salon.warnText && <span className={styles.warnText}>{salon.warnText}</span>}
      </span>
    </>
  );
}

/** The tags of a salon: top salon, newly opened, business class, parking. */
export function useSalonTags(salon: Pick<Salon, 'tagTopSalon' | 'salonHot' | 'salonTrial' | 'parking'>): string[] {
  const { t } = useTranslation('salonChooser');
  return [salon.tagTopSalon, salon.salonHot ? t('newSalon') : null, salon.salonTrial ? t('businessClass') : null, salon.parking ? t('parking') : null].filter(
    (tag): tag is string => Boolean(tag),
  );
}
