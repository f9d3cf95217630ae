import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChevronRightIcon } from './icons';
import styles from './page-hero.module.css';

/** Dark title band of inner pages: breadcrumb and the page's h1, which is also the tab's title. */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <section className={styles.hero}>
      <div className="container">
        <nav className={styles.crumbs} aria-label="breadcrumb">
          <Link to="/">{t('common.home')}</Link>
          <ChevronRightIcon size={14} />
          <span aria-current="page">{title}</span>
        </nav>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </section>
  );
}
