import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { SpinnerOverlay } from '../../components/ui/spinner-overlay';
import { Toaster } from '../../components/ui/toaster';
import { BookingLookupHost, QuestionHost } from '../../features/account';
import { LoginModal } from '../../features/auth';
import { InAppContext, MobileLayoutContext } from '../../lib/layout-mode';
import { useIsMobileViewport } from '../../lib/use-media-query';
import { useVisitSource } from '../use-visit-source';
import { getVisibility } from '../visibility';
import { Header } from './header';
import styles from './root-layout.module.css';
// The lazy parts' styles stay in the first CSS: the server's HTML of them is styled before their chunks arrive.
import './footer.module.css';
import './floating.module.css';

// Below every page or floating over it: their own chunks, hydrated once they arrive (the server's HTML
// shows them meanwhile), so the first visit's JavaScript carries only what the first screen needs.
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));
const FloatingContacts = lazy(() => import('./floating-contacts').then((module) => ({ default: module.FloatingContacts })));
const ScrollTop = lazy(() => import('./scroll-top').then((module) => ({ default: module.ScrollTop })));

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
          <Suspense fallback={null}>
            {show.footer && <Footer />}
            {show.contactButtons && <FloatingContacts />}
            {show.scrollToTop && <ScrollTop />}
          </Suspense>
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
