import '../locales';
import type { TStylePost } from '@shine/shared/schemas/style-master';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { openLogin, useCurrentUser } from '../../auth';
import { useUpdateVote } from '../api/update-vote';
import styles from './post-card.module.css';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

/** Vote / take back the vote (one per customer per post, decided by the server); not logged in: the login modal. */
export function VoteButton({ post }: { post: Pick<TStylePost, 'id' | 'title' | 'likes' | 'voted'> }) {
  const { t } = useTranslation('styleMaster');
  // While a stored session is checked the button waits (a tap then would ask a logged-in customer to log in).
  const { isLoggedIn, isPending: sessionPending } = useCurrentUser();
  const mutation = useUpdateVote();
  const send = (vote: boolean) =>
    mutation.mutate(
      { postId: post.id, vote },
      { onError: (error) => toast({ title: t('loadError'), message: error instanceof ApiError ? error.message : undefined, type: 'error', duration: 3000 }) },
    );
  const onClick = () => {
    if (!isLoggedIn) openLogin({ title: t('loginToVote'), onSuccess: () => send(true) });
    else send(!post.voted);
  };
  return (
    <button
      type="button"
      className={`${styles.vote} ${post.voted ? styles.voted : ''}`}
      aria-pressed={post.voted}
      aria-label={t(post.voted ? 'unvoteFor' : 'voteFor', { title: post.title })}
      disabled={mutation.isPending || sessionPending}
      onClick={onClick}
      data-testid="vote-button"
    >
      <HeartIcon filled={post.voted} />
      <span data-testid="likes">{post.likes}</span>
      <span className={styles.voteWord}>{t(post.voted ? 'voted' : 'vote')}</span>
    </button>
  );
}
