import type { TDiscoverCard } from '@shine/shared/schemas/collections';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { openLogin, useCurrentUser } from '../../auth';
import { useLikePost } from '../api/like-post';
import styles from './collections.module.css';

/** Like / unlike a post; without login it opens the login modal and likes once logged in. */
export function LikeButton({ post }: { post: Pick<TDiscoverCard, 'id' | 'liked' | 'likeCount' | 'title'> }) {
  const { t } = useTranslation('collections');
  // While a stored session is checked the button waits (a tap then would ask a logged-in customer to log in).
  const { isLoggedIn, isPending: sessionPending } = useCurrentUser();
  const mutation = useLikePost();
  const send = (like: boolean) =>
    mutation.mutate(
      { postId: post.id, like },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) openLogin({ onSuccess: () => send(like) });
          else toast({ title: t('likeFailed'), type: 'error' });
        },
      },
    );
  const onClick = () => {
    if (!isLoggedIn) openLogin({ onSuccess: () => send(true) });
    else send(!post.liked);
  };
  return (
    <button
      type="button"
      className={`${styles.like} ${post.liked ? styles.liked : ''}`}
      aria-pressed={post.liked}
      aria-label={`${post.liked ? t('unlike') : t('like')}: ${post.title}`}
      onClick={onClick}
      disabled={mutation.isPending || sessionPending}
      data-testid="like-button"
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 4.4 2.6h1.6c.8-1.5 2.3-2.6 4.4-2.6 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
          fill={post.liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span data-testid="like-count">{t('likes', { count: post.likeCount })}</span>
    </button>
  );
}
