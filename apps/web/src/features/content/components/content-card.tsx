import type { TContentSummary } from '@shine/shared/schemas/content-pages';
import { Link } from 'react-router';
import styles from './content-card.module.css';

/** A page of the store as a card: its cover (square on phones), title and description. */
export function ContentCard({ page, headingLevel = 3, first = false }: { page: TContentSummary; headingLevel?: 2 | 3; first?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <Link to={page.path} className={styles.link}>
        {page.coverPc && (
          <picture className={styles.media}>
            {page.coverMb && <source media="(max-width: 767.98px)" srcSet={page.coverMb} width={600} height={600} />}
            <img
              src={page.coverPc}
              alt=""
              width={600}
              height={400}
              loading={first ? 'eager' : 'lazy'}
              fetchPriority={first ? 'high' : undefined}
              decoding="async"
            />
          </picture>
        )}
        <div className={styles.text}>
          <Heading className={styles.title}>{page.title}</Heading>
          <p className={styles.description}>{page.description}</p>
        </div>
      </Link>
    </article>
  );
}
