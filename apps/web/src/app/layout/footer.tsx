import { useTranslation } from '../../lib/i18n';
import { FacebookIcon, TiktokIcon, YoutubeIcon } from '../../components/ui/brand-icons';
import { BrandLogo } from '../../components/ui/brand-logo';
import { PAYMENT_METHODS, PaymentMark } from './payment-mark';
import { StoreBadge } from './store-badge';
import { ClockIcon, PhoneIcon } from '../../components/ui/icons';
import { SmartLink } from '../../components/ui/smart-link';
import { now } from '../../lib/clock';
import { BRAND, HOTLINE, HOTLINE_DISPLAY } from '../../lib/constants';
import { APP_LINKS, FOOTER_ABOUT, FOOTER_POLICIES, SOCIALS } from './footer-links';
import type { NavLink } from './nav-links';
import './locales';
import styles from './footer.module.css';

const SOCIAL_ICONS = { facebook: FacebookIcon, youtube: YoutubeIcon, tiktok: TiktokIcon } as const;

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <SmartLink href={link.to} newTab={link.newTab}>
              {t(link.labelKey)}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation('layout');
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <BrandLogo label={BRAND} />
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          <a href={`tel:${HOTLINE}`} className={styles.hotline}>
            <PhoneIcon size={22} />
            <span>
              <small>{t('footer.hotline')}</small>
              {HOTLINE_DISPLAY}
            </span>
          </a>
          <p className={styles.hours}>
            <ClockIcon size={18} /> {t('footer.hours')}
          </p>
        </div>
        <LinkColumn title={t('footer.aboutTitle')} links={FOOTER_ABOUT} />
        <LinkColumn title={t('footer.policyTitle')} links={FOOTER_POLICIES} />
        <div className={styles.stack}>
          <div>
            <h2 className={styles.heading}>{t('footer.appTitle')}</h2>
            <div className={styles.badges}>
              <a href={APP_LINKS.ios} target="_blank" rel="noopener noreferrer" aria-label={t('footer.appStore')}>
                <StoreBadge store="ios" lines={[t('footer.appStoreBadge'), 'App Store']} />
              </a>
              <a href={APP_LINKS.android} target="_blank" rel="noopener noreferrer" aria-label={t('footer.googlePlay')}>
                <StoreBadge store="android" lines={[t('footer.googlePlayBadge'), 'Google Play']} />
              </a>
            </div>
          </div>
          <div>
            <h2 className={styles.heading}>{t('footer.socialTitle')}</h2>
            <ul className={styles.socials}>
              {SOCIALS.map((social) => {
                const Icon = SOCIAL_ICONS[social.id];
                return (
                  <li key={social.id}>
                    <a href={social.href} target="_blank" rel="noopener noreferrer" className={styles.social}>
                      <Icon size={20} />
                      <span>
                        <strong>{social.name}</strong>
                        <small>{t('footer.followers', { count: social.followers })}</small>
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <div className={styles.payments}>
          <span>{t('footer.paymentsTitle')}</span>
          <ul>
            {PAYMENT_METHODS.map((id) => (
              <li key={id}>
                <PaymentMark id={id} label={t(`payments.${id}`)} />
              </li>
            ))}
          </ul>
        </div>
        <p className={styles.copyright}>{t('footer.copyright', { year: now().getFullYear() })}</p>
      </div>
    </footer>
  );
}
