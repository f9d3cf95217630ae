import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { CalendarIcon, MenuIcon, UserIcon } from '../../components/ui/icons';
import { openBookingLookup } from '../../features/account';
import { openLogin, useCurrentUser, UserMenu } from '../../features/auth';
import { bookingHref } from '../../lib/booking-href';
import { HeaderLogo } from './header-logo';
import { MAIN_NAV } from './nav-links';
import styles from './header.module.css';

// The phone menu renders nothing before hydration: its code loads after, outside the first bundle.
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

interface HeaderProps {
  showLogin: boolean;
}

export function Header({ showLogin }: HeaderProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const menuOpen = menuPath === pathname;

  const closeMenu = useCallback(() => setMenuPath(null), []);

  return (
    <header className={styles.header} data-testid="site-header">
      <div className={`container ${styles.bar}`}>
        <HeaderLogo />
        <nav className={styles.nav} aria-label={t('header.menuTitle')}>
          {MAIN_NAV.map((link) => (
            <RouterNavLink key={link.to} to={link.to} className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}>
              {t(link.labelKey)}
            </RouterNavLink>
          ))}
        </nav>
        <div className={styles.actions}>
          <button type="button" className={styles.lookup} onClick={openBookingLookup} aria-label={t('account.lookup')} title={t('account.lookup')}>
            <CalendarIcon size={18} />
            <span className={styles.lookupText} aria-hidden="true">
              {t('account.lookup')}
            </span>
          </button>
          {showLogin && user && <UserMenu user={user} />}
          {showLogin && !user && (
            <button type="button" className={styles.login} onClick={() => openLogin()} aria-label={t('common.login')}>
              <UserIcon size={18} />
              <span className={styles.loginText} aria-hidden="true">
                {t('common.login')}
              </span>
            </button>
          )}
          <Link to={bookingHref(user?.phoneNumber)} className={`btn btn-accent ${styles.cta}`}>
            {t('common.bookNow')}
          </Link>
          <button
            type="button"
            className={styles.burger}
            onClick={() => setMenuPath(pathname)}
            aria-label={t('header.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <Suspense fallback={null}>
        <MobileMenu open={menuOpen} onClose={closeMenu} showLogin={showLogin} />
      </Suspense>
    </header>
  );
}
