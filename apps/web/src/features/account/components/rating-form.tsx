import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';
import { usePostRating } from '../api/post-rating';
import { StarRating } from './star-rating';
import styles from './history.module.css';

/**
 * Rating of one past visit: stars and an optional comment. The opening animation lights the stars but picks
 * none: 'Gửi đánh giá' stays inactive until the customer picks his stars (issue 27: no 5 stars by default).
 */
export function RatingForm({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation('account');
  const { t: msg } = useTranslation('messages');
  const id = useId();
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const rating = usePostRating();
  const busy = rating.isPending;
  const error = rating.error ? (rating.error instanceof ApiError ? rating.error.message : msg('error.general')) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stars === null) return;
    rating.mutate({ bookingId, stars, comment: comment.trim() || undefined });
  };

  return (
    <form className={styles.rating} onSubmit={submit}>
      <strong>{t('history.rateTitle')}</strong>
      <StarRating value={stars} onChange={setStars} disabled={busy} />
      <label htmlFor={id} className="visually-hidden">
        {t('history.commentLabel')}
      </label>
      <textarea
        id={id}
        className={styles.comment}
        rows={2}
        maxLength={500}
        placeholder={t('history.commentPlaceholder')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        data-testid="rating-comment"
      />
      <p className={styles.error} role="alert" hidden={!error}>
        {error}
      </p>
      <button type="submit" className="btn btn-accent" disabled={busy || stars === null}>
        {t('history.submit')}
      </button>
    </form>
  );
}
