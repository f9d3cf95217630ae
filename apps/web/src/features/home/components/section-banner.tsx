import type { THomeSection } from '@shine/shared/schemas/content';
import { SmartLink } from '../../../components/ui/smart-link';
import { useMobileLayout } from '../../../lib/layout-mode';
import styles from './section-banner.module.css';

/** Picture of a section (banner, contest, care…) with its optional title, text and button inside. */
export function SectionBanner({ section }: { section: THomeSection }) {
  const mobile = useMobileLayout();
  const src = (mobile && section.bannerMobile) || section.banner || undefined;
  const hasInside = Boolean(section.titleInsideBanner || section.textInsideBanner || section.buttonInsideBanner);

  return (
    <div className={styles.banner}>
      <SmartLink href={section.redirectLinkBanner} className={styles.picture}>
        <img src={src} alt={section.titleInsideBanner ?? section.title ?? ''} loading="lazy" decoding="async" />
      </SmartLink>
      {hasInside && (
        <div className={styles.inside}>
          {section.titleInsideBanner && <h3 className={styles.title}>{section.titleInsideBanner}</h3>}
          {section.textInsideBanner && <p className={styles.text}>{section.textInsideBanner}</p>}
          {section.buttonInsideBanner && (
            <SmartLink href={section.redirectLinkButton ?? section.redirectLinkBanner} className="btn btn-accent">
              {section.buttonInsideBanner}
            </SmartLink>
          )}
        </div>
      )}
    </div>
  );
}
