import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { SpinnerOverlay } from '../../components/ui/spinner-overlay';
import { Toaster } from '../../components/ui/toaster';
import { BookingLookupHost, QuestionHost } from '../../features/account';
import { LoginModal } from '../../features/auth';
import { InAppContext, MobileLayoutContext } from '../../lib/layout-mode';
import { useIsMobileViewport } from '../../lib/use-media-query';
import { useVisitSource } from '../use-visit-source';
import { getVisibility } from '../visibility';
import { FloatingContacts } from './floating-contacts';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollTop } from './scroll-top';
import styles from './root-layout.module.css';

/** Page frame: header, page, footer, floating buttons and global overlays, per the visibility rules. */
export function RootLayout() {
  const { pathname } = useLocation();
  const source = useVisitSource();
  const narrowViewport = useIsMobileViewport();
  const show = getVisibility({ pathname, source, narrowViewport });
  const loading = useNavigation().state === 'loading';

  return (
    <MobileLayoutContext value={show.mobileLayout}>
      <InAppContext value={show.inApp}>
        <div className={`${styles.shell} ${show.mobileLayout && !narrowViewport ? styles.forcedMobile : ''}`}>
          {loading && <div className={styles.progress} role="progressbar" aria-label="loading" />}
          {show.header && <Header showLogin={show.login} />}
          <main className={styles.main}>
            <Outlet />
          </main>
          {show.footer && <Footer />}
          {show.contactButtons && <FloatingContacts />}
          {show.scrollToTop && <ScrollTop />}
        </div>
        {show.login && <LoginModal />}
        <BookingLookupHost />
        <QuestionHost />
        <Toaster />
        <SpinnerOverlay />
        <ScrollRestoration />
      </InAppContext>
    </MobileLayoutContext>
  );
}
