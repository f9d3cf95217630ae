import type { TDiscoverCard } from '@shine/shared/schemas/collections';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import styles from './collections.module.css';
import { LikeButton } from './like-button';
import { ResponsiveImage, SIZES } from './responsive-image';

/** A post of the feed: picture, topic, title, summary, like. */
export function DiscoverCard({ post, headingLevel = 2, first = false }: { post: TDiscoverCard; headingLevel?: 2 | 3; first?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('collections');
  return (
    <article className={styles.postCard} data-testid="discover-card">
      <Link to={`/discovers/${post.id}`} className={styles.postLink}>
        <ResponsiveImage
          className={styles.postImage}
          pc={post.imagePc}
          mb={post.imageMb}
          alt=""
          pcSize={SIZES.discover.pc}
          mbSize={SIZES.discover.mb}
          eager={first}
        />
        <span className={styles.topic}>{t(`topics.${post.topic}`)}</span>
        <Heading className={styles.postTitle}>{post.title}</Heading>
      </Link>
      <p className={styles.muted}>{post.summary}</p>
      <LikeButton post={post} />
    </article>
  );
}
