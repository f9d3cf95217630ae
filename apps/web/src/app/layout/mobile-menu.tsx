import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { CalendarIcon, CloseIcon, PhoneIcon, UserIcon } from '../../components/ui/icons';
import { SmartLink } from '../../components/ui/smart-link';
import { openBookingLookup } from '../../features/account';
import { ACCOUNT_LINKS, logout, openLogin, useCurrentUser, UserSummary } from '../../features/auth';
import { bookingHref } from '../../lib/booking-href';
import { HOTLINE, HOTLINE_DISPLAY } from '../../lib/constants';
import { useHydrated } from '../../lib/use-hydrated';
import { MAIN_NAV, type NavLink } from './nav-links';
import './locales';
import styles from './mobile-menu.module.css';

/** Extra entries of the mobile menu. */
const MORE_NAV: NavLink[] = [
  { to: '/shine-member', labelKey: 'nav.member' },
  { to: '/lien-he-nhuong-quyen', labelKey: 'nav.franchise' },
  { to: '/recruitment', labelKey: 'nav.recruitment', newTab: true },
];

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  showLogin: boolean;
}

const LINKS: NavLink[] = [{ to: '/', labelKey: 'nav.home' }, ...MAIN_NAV, ...MORE_NAV];

/** Slide-in menu of the mobile layout (below 768 px); the header closes it on navigation. */
export function MobileMenu({ open, onClose, showLogin }: MobileMenuProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const account = showLogin ? user : undefined;
  const hydrated = useHydrated();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open, onClose]);

  const login = () => {
    onClose();
    openLogin();
  };

  const lookup = () => {
    onClose();
    openBookingLookup();
  };

  const signOut = () => {
    onClose();
    void logout();
  };

  // Portalled: the header's backdrop-filter would otherwise become the containing block of this
  // fixed overlay and clip it to the header bar. There is no document.body on the server.
  if (!hydrated) return null;
  return createPortal(
    <div className={`${styles.root} ${open ? styles.open : ''}`} aria-hidden={!open} inert={!open}>
      <div className={styles.mask} onClick={onClose} />
      <nav id="mobile-menu" className={styles.panel} aria-label={t('header.menuTitle')}>
        <div className={styles.top}>
          <strong className={styles.title}>{t('header.menuTitle')}</strong>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('header.closeMenu')}>
            <CloseIcon />
          </button>
        </div>
        {account && (
          <div className={styles.account} data-testid="mobile-account">
            <UserSummary user={account} dark />
            <ul className={styles.accountLinks}>
              {ACCOUNT_LINKS.map((link) => (
                <li key={link.to}>
                  <SmartLink href={link.to} className={styles.link} onClick={onClose}>
                    {t(link.labelKey)}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
        )}
        <ul className={styles.list}>
          {LINKS.map((link) => (
            <li key={link.to}>
              <SmartLink href={link.to} newTab={link.newTab} className={styles.link} onClick={onClose}>
                {t(link.labelKey)}
              </SmartLink>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Link to={bookingHref(user?.phoneNumber)} className="btn btn-accent">
            {t('common.bookNow')}
          </Link>
          <button type="button" className="btn btn-outline" onClick={lookup}>
            <CalendarIcon size={18} />
            {t('account.lookup')}
          </button>
          {showLogin && !account && (
            <button type="button" className="btn btn-outline" onClick={login}>
              <UserIcon size={18} />
              {t('common.login')}
            </button>
          )}
          {account && (
            <button type="button" className="btn btn-outline" onClick={signOut}>
              {t('account.logout')}
            </button>
          )}
          <a href={`tel:${HOTLINE}`} className={styles.hotline}>
            <PhoneIcon size={18} /> {t('layout:footer.hotline')}: {HOTLINE_DISPLAY}
          </a>
        </div>
      </nav>
    </div>,
    document.body,
  );
}
