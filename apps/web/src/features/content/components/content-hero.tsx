import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons';
import heroStyles from '../../../components/ui/page-hero.module.css';

/** The dark title band with the page's whole breadcrumb trail (home › list › page). */
export function ContentHero({ title, crumbs, children }: { title: string; crumbs: { name: string; path: string }[]; children?: ReactNode }) {
  const { t } = useTranslation('content');
  const trail = crumbs.slice(0, -1);
  return (
    <section className={heroStyles.hero}>
      <div className="container">
        <nav className={heroStyles.crumbs} aria-label={t('breadcrumb')}>
          {trail.map((crumb) => (
            <span key={crumb.path} style={{ display: 'contents' }}>
              <Link to={crumb.path}>{crumb.path === '/' ? t('home') : crumb.name}</Link>
              <ChevronRightIcon size={14} />
            </span>
          ))}
          <span aria-current="page">{crumbs.at(-1)?.name ?? title}</span>
        </nav>
        <h1 className={heroStyles.title}>{title}</h1>
        {children}
      </div>
    </section>
  );
}
