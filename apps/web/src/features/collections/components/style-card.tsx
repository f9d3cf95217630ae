import type { THairstyle } from '@shine/shared/schemas/collections';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { bookServiceHref } from '../model/links';
import styles from './collections.module.css';
import { ResponsiveImage, SIZES } from './responsive-image';

/** One hairstyle: its picture (pc / mobile), who it suits, and booking with the service that makes it. */
export function StyleCard({ style }: { style: THairstyle }) {
  const { t } = useTranslation('collections');
  return (
    <article className={styles.styleCard} data-testid="style-card">
      <ResponsiveImage className={styles.styleImage} pc={style.imagePc} mb={style.imageMb} alt={style.name} pcSize={SIZES.style.pc} mbSize={SIZES.style.mb} />
      <div className={styles.styleBody}>
        <h3 className={styles.styleName}>{style.name}</h3>
        <p className={styles.muted}>{style.description}</p>
        <p className={styles.small}>
          <strong>{t('suits')}:</strong> {style.suits}
        </p>
        {style.service ? (
          <>
            <p className={styles.small}>
              <strong>{t('madeWith')}:</strong> {style.service.name} · {style.service.price} · {t('minutes', { count: style.service.timeServe })}
            </p>
            <Link
              className={`btn btn-accent ${styles.bookButton}`}
              to={bookServiceHref(style.service.serviceId)}
              aria-label={t('bookStyle', { name: style.name })}
            >
              {t('bookThis')}
            </Link>
          </>
        ) : (
          <p className={styles.small}>{t('noService')}</p>
        )}
      </div>
    </article>
  );
}
