import type { THomeSection } from '@shine/shared/schemas/content';
import { useTranslation } from '../../../lib/i18n';
import { Carousel } from '../../../components/ui/carousel';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { SmartLink } from '../../../components/ui/smart-link';
import { ItemCard } from './item-card';
import { cardView, toCards } from './section-cards';
import { SectionBanner } from './section-banner';
import styles from './home-sections.module.css';

/** A background the text must be light on (bg_custom is a '#rrggbb' colour). */
export function isDarkColour(colour: string | null | undefined): boolean {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour ?? '')?.[1];
  if (!hex) return false;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return 0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0) < 140;
}

function HomeSection({ section }: { section: THomeSection }) {
  const { t } = useTranslation();
  const view = cardView(section);
  if (!view) return null;
  const cards = toCards(section, {
    priceFrom: (price) => t('common.priceFrom', { price }),
    salonCount: (count) => t('common.salonCount', { count }),
  });
  const limit = section.numberPermanent;
  const shown = limit ? cards.slice(0, limit) : cards;
  if (shown.length === 0 && !section.banner) return null;

  const items = shown.map((card) => <ItemCard key={card.key} card={card} view={view} hover={Boolean(section.isHover)} />);
  return (
    <section
      className={`${styles.section} ${isDarkColour(section.bg_custom) ? styles.dark : ''}`}
      style={{ background: section.bg_custom ?? undefined }}
      data-layout={section.layout}
    >
      <div className="container">
        {(section.title || section.linkViewAll) && (
          <header className={styles.head}>
            <div>
              {section.title && <h2 className={styles.title}>{section.title}</h2>}
              {section.subTitle && <p className={styles.sub}>{section.subTitle}</p>}
            </div>
            {section.linkViewAll && (
              <SmartLink href={section.linkViewAll} className={styles.viewAll}>
                {section.textViewAll ?? t('common.viewAll')} <ArrowRightIcon size={18} />
              </SmartLink>
            )}
          </header>
        )}
        {section.banner && <SectionBanner section={section} />}
        {items.length > 0 &&
          (limit ? (
            <div className={styles.grid} style={{ ['--cols' as string]: Math.round(view.perViewPC) }}>
              {items}
            </div>
          ) : (
            <Carousel label={section.title ?? section.layout} perViewPC={view.perViewPC} perViewMB={view.perViewMB}>
              {items}
            </Carousel>
          ))}
      </div>
    </section>
  );
}

/** The configured sections in their `order`. */
export function HomeSections({ sections }: { sections: THomeSection[] }) {
  const ordered = [...sections].sort((a, b) => a.order - b.order);
  return (
    <div className={styles.sections}>
      {ordered.map((section, index) => (
        <HomeSection key={`${section.layout}-${section.order}-${index}`} section={section} />
      ))}
    </div>
  );
}
