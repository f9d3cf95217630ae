import { useState } from 'react';
import { SmartLink } from '../../../components/ui/smart-link';
import { useMobileLayout } from '../../../lib/layout-mode';
import type { CardModel, CardView } from './section-cards';
import styles from './item-card.module.css';

/** Spec section 8: a broken image falls back to a default picture. */
export const FALLBACK_IMAGE = '/images/fallback.svg';

/** One item of a home section: picture with text below or over it; a text tile when it has no picture. */
export function ItemCard({ card, view, hover }: { card: CardModel; view: CardView; hover: boolean }) {
  const mobile = useMobileLayout();
  const [broken, setBroken] = useState(false);
  const source = (mobile && card.imageMb) || card.image;
  const variant = !source ? styles.tile : view.overlay ? styles.overlay : '';

  return (
    <SmartLink href={card.href} newTab={card.newTab} className={`${styles.card} ${variant} ${hover ? styles.hover : ''}`}>
      {source && (
        <span className={`${styles.media} ${view.contain ? styles.contain : ''}`} style={{ aspectRatio: view.ratio }}>
          {/* The title is the link's text right below: the picture adds nothing to read (no redundant alt). */}
          <img src={broken ? FALLBACK_IMAGE : source} alt="" loading="lazy" decoding="async" onError={() => setBroken(true)} />
          {card.badge && <span className={styles.badge}>{card.badge}</span>}
        </span>
      )}
      <span className={styles.text}>
        {card.title && <strong className={styles.title}>{card.title}</strong>}
        {card.subTitle && <span className={styles.sub}>{card.subTitle}</span>}
        {card.price && (
          <span className={styles.price}>
            {card.price}
            {card.oldPrice && <s>{card.oldPrice}</s>}
          </span>
        )}
      </span>
    </SmartLink>
  );
}
