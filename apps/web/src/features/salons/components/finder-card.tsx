import { shownAddress } from '@shine/shared/rules/salon-address';
import '../locales';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { CalendarIcon, MapPinIcon } from '../../../components/ui/icons';
import type { TSalonCard as SalonCard } from '@shine/shared/schemas/salon';
import { SalonCardContent } from './salon-chooser/salon-card';
import { bookingLink } from '../../../lib/booking-link';
import { mapLink } from '../model/map-link';
import styles from './finder-card.module.css';

/** A salon of the finder: the card opens the salon page; booking there and the map are one tap away. */
export function FinderCard({ salon, today, href }: { salon: SalonCard; today: string; href?: string }) {
  const { t } = useTranslation('salons');
  const former = shownAddress(salon).formerly;
  return (
    <article className={styles.card} data-testid={`salon-card-${salon.id}`}>
      <Link to={href ?? `/salons/${salon.id}`} className={styles.main}>
        <SalonCardContent salon={salon} today={today} />
        {former && (
          <small className={styles.former} data-testid="former-address">
            {t('formerAddress', { address: former })}
          </small>
        )}
      </Link>
      <div className={styles.actions}>
        <Link to={bookingLink({ salonId: salon.id })} className={`btn btn-accent ${styles.action}`}>
          <CalendarIcon size={16} /> {t('bookHere')}
        </Link>
        <a
          href={mapLink(salon)}
          target="_blank"
          rel="noopener noreferrer"
          className={`btn btn-outline ${styles.action}`}
          aria-label={t('directionsLabel', { name: salon.name })}
        >
          <MapPinIcon size={16} /> {t('directions')}
        </a>
      </div>
    </article>
  );
}
