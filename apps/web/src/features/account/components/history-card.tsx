import { formatVnd } from '@shine/shared/rules/money';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import type { HistoryItem } from '../types';
import { useReportWrongImage } from '../api/report-wrong-image';
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
        {item.finalImageId !== null && <ReportWrongImage bookingId={item.bookingId} imageId={item.finalImageId} />}
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
            {t('history.receipt', {
              amount: formatVnd(item.receipt.amount),
              method: t(`history.methods.${item.receipt.method}`),
              invoice: item.receipt.invoiceNumber,
            })}
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

/** Spec §7 report-wrong-image: the photo of this visit is someone else's; the salon manager checks it. */
function ReportWrongImage({ bookingId, imageId }: { bookingId: number; imageId: number }) {
  const { t } = useTranslation('account');
  const { t: msg } = useTranslation('messages');
  const report = useReportWrongImage();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  if (answer?.ok) {
    return (
      <p className={styles.reported} role="status">
        {answer.text}
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        className={styles.reportImage}
        disabled={report.isPending}
        onClick={() =>
          report.mutate(
            { bookingId, imageId },
            {
              onSuccess: () => setAnswer({ ok: true, text: t('history.imageReported') }),
              onError: (cause) => setAnswer({ ok: false, text: cause instanceof ApiError ? cause.message : msg('error.general') }),
            },
          )
        }
      >
        {t('history.reportImage')}
      </button>
      {answer && (
        <p className={styles.reported} role="alert">
          {answer.text}
        </p>
      )}
    </>
  );
}
