import { formatVnd } from '@shine/shared/rules/money';
import { useTranslation } from '../../../lib/i18n';
import type { HistoryItem } from '../types';
import { RatingForm } from './rating-form';
import { StarsShown } from './star-rating';
import styles from './history.module.css';

const FALLBACK_IMAGE = '/images/fallback.svg';

/** One past visit: photos, when and where, services and total, then its rating or the rating form. */
export function HistoryCard({ item }: { item: HistoryItem }) {
  const { t } = useTranslation('account');
  const photos = [item.finalImage, ...item.images].filter((url, index, all): url is string => Boolean(url) && all.indexOf(url) === index);
  const date = item.createdDate || item.dateBook.replaceAll('-', '/');

  return (
    <article className={styles.card} data-testid="history-item">
      <div className={styles.photos}>
        {photos.length === 0 && <span className={styles.noPhoto}>{t('history.noPhoto')}</span>}
        {photos.slice(0, 4).map((url, index) => (
          <img
            key={url}
            src={url}
            alt={index === 0 ? t('history.photo', { date }) : ''}
            className={index === 0 ? styles.mainPhoto : styles.thumb}
            loading="lazy"
            onError={(event) => {
              if (!event.currentTarget.src.endsWith(FALLBACK_IMAGE)) event.currentTarget.src = FALLBACK_IMAGE;
            }}
          />
        ))}
      </div>
      <div className={styles.info}>
        <h2 className={styles.when}>{t('history.visit', { date, hour: item.hourBook })}</h2>
        <p>
          <strong>{item.salonName}</strong>
        </p>
        <p className={styles.muted}>
          {t('booking.stylist')}: {item.stylistName}
        </p>
        <p className={styles.muted}>{item.services.map((service) => service.name).join(', ')}</p>
        <p className={styles.total}>
          {t('booking.total')}: <strong>{formatVnd(item.totalMoney)}</strong>
        </p>
        {item.receipt && (
          <p className={styles.muted} data-testid="history-receipt">
            {t('history.receipt', { amount: formatVnd(item.receipt.amount), method: t(`history.methods.${item.receipt.method}`), invoice: item.receipt.invoiceNumber })}
          </p>
        )}
        {item.rating ? (
          <div className={styles.rated} data-testid="history-rated">
            <span>{t('history.yourRating')}</span>
            <StarsShown stars={item.rating.stars} />
            {item.rating.comment && <q className={styles.muted}>{item.rating.comment}</q>}
          </div>
        ) : (
          <RatingForm bookingId={item.bookingId} />
        )}
      </div>
    </article>
  );
}
