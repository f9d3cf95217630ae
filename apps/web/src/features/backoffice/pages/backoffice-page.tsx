import '../locales';
import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner-overlay';
import { RouteError } from '../../../components/ui/route-fallback';
import { useTranslation } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { StaffLoginForm, useStaffLogout, useStaffMe } from '../../floor';
import { useAdminMe } from '../api/admin-me';
import { AdminContext } from '../model/admin-context';
import { type BackofficeSection, sectionsFor } from '../sections';
import styles from '../components/backoffice.module.css';

const BASE = '/quan-tri';

/** Each section's screen as a lazy component, made once per section. */
const screens = new Map<string, ComponentType<{ path: string }>>();
function screenOf(section: BackofficeSection) {
  let screen = screens.get(section.id);
  if (!screen) {
    screen = lazy(() => section.page().then((module) => ({ default: module.Section })));
    screens.set(section.id, screen);
  }
  return screen;
}

/**
 * /quan-tri: the chain's back office (issue 32), desktop first (1366×768), usable on a 1024×768 tablet.
 * Not signed in: the staff login of the floor. Signed in: a left nav of the sections his roles allow, and the
 * chosen section. Every button is a hint: the server checks role and salon on each call.
 */
export function BackofficePage() {
  const { t } = useTranslation('backoffice');
  useDocumentTitle(t('title'));
  const me = useStaffMe();
  if (me.isPending) return <Spinner />;
  if (me.error) return <RouteError />;
  if (!me.data) {
    return (
      <main className={styles.loginPage}>
        <StaffLoginForm />
      </main>
    );
  }
  return <Shell staffId={me.data.id} name={me.data.name} />;
}

function Shell({ staffId, name }: { staffId: number; name: string }) {
  const { t } = useTranslation('backoffice');
  const admin = useAdminMe(staffId);
  const logout = useStaffLogout();
  const { pathname } = useLocation();
  const sections = useMemo(() => (admin.data ? sectionsFor(admin.data.actions) : []), [admin.data]);

  if (admin.isPending) return <Spinner />;
  if (admin.error) return <RouteError />;
  const rest = pathname.slice(BASE.length).replace(/^\/+/, '');
  const segment = rest.split('/')[0] ?? '';
  // /quan-tri alone shows his first section. (No <Navigate>: it would pull router code into the customer entry.)
  const current = segment === '' ? sections[0] : sections.find((s) => s.path === segment);
  const Screen = current ? screenOf(current) : undefined;

  return (
    <AdminContext.Provider value={admin.data}>
    <div className={styles.shell}>
      <header className={styles.bar}>
        <Link to={BASE} className={styles.brand}>
          {t('brand')}
        </Link>
        <div className={styles.who}>
          <strong>{name}</strong>
          <span className={styles.mutedDark}> · {admin.data.roles.map((r) => t(`roles.${r}`)).join(', ')}</span>
        </div>
        <button type="button" className={`btn btn-outline ${styles.logout}`} onClick={() => logout.mutate()} disabled={logout.isPending}>
          {t('logout')}
        </button>
      </header>
      <nav className={styles.nav} aria-label={t('nav')}>
        <ul>
          {sections.map((s) => (
            <li key={s.id}>
              <Link to={`${BASE}/${s.path}`} className={styles.navLink} aria-current={s === current ? 'page' : undefined}>
                {t(s.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main className={styles.main}>
        {sections.length === 0 ? (
          <p className={styles.notice}>{t('noAccess')}</p>
        ) : Screen && current ? (
          <Suspense fallback={<Spinner />}>
            <Screen path={rest.slice(segment.length).replace(/^\/+/, '')} />
          </Suspense>
        ) : (
          <p className={styles.notice}>{t('notFound')}</p>
        )}
      </main>
    </div>
    </AdminContext.Provider>
  );
}
