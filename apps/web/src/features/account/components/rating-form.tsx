import { RATING_MAX_STAR } from '@shine/shared/rules/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { postRating } from '../api/post-rating';
import { StarRating } from './star-rating';
import styles from './history.module.css';

/** Rating of one past visit: stars (preselected 5 after the animation) and an optional comment. */
export function RatingForm({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation('account');
  const { t: msg } = useTranslation('messages');
  const id = useId();
  const queryClient = useQueryClient();
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await postRating({ bookingId, stars: stars ?? RATING_MAX_STAR, comment: comment.trim() || undefined });
      toast({ title: msg('rating.thanks'), type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['account', 'histories'] });
      void queryClient.invalidateQueries({ queryKey: ['account', 'rating-check'] });
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : msg('error.general'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.rating} onSubmit={(event) => void submit(event)}>
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
      <button type="submit" className="btn btn-accent" disabled={busy}>
        {t('history.submit')}
      </button>
    </form>
  );
}
