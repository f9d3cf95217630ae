import '../locales';
import { CONTENT_SECTIONS, HAIRSTYLE_TOPICS, type TListedKind } from '@shine/shared/rules/content-sections';
import type { TContentSummary } from '@shine/shared/schemas/content-pages';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { RouteError } from '../../../components/ui/route-fallback';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useContentList } from '../api/list-content-pages';
import { ContentCard } from '../components/content-card';
import { ContentHero } from '../components/content-hero';
import { breadcrumbLd, itemListLd, JsonLd } from '../components/content-json-ld';
import { listKindOf } from '../model/content-format';
import styles from './content-list-page.module.css';

/** A list of the store's pages (care tips, hairstyle guides, services explained, spa): every page reachable from here. */
export function ContentListPage() {
  const kind = listKindOf(useLocation().pathname) ?? 'article';
  const { t } = useTranslation('content');
  const section = CONTENT_SECTIONS[kind];
  const list = useContentList(kind);
  useDocumentTitle(section.title);
  const crumbs = [
    { name: t('home'), path: '/' },
    { name: section.title, path: section.path },
  ];

  return (
    <>
      {list.data && <JsonLd data={[itemListLd('', section.title, list.data), breadcrumbLd('', crumbs)]} />}
      <ContentHero title={section.title} crumbs={crumbs}>
        <p className={styles.lead}>{t(`lists.${kind}`)}</p>
      </ContentHero>
      <div className={`container ${styles.page}`} data-testid="content-list">
        {list.error ? <RouteError /> : !list.data ? <Skeleton height={420} radius={16} /> : <Groups kind={kind} pages={list.data} />}
        <nav className={styles.hubs} aria-labelledby="content-hubs">
          <h2 id="content-hubs" className={styles.groupTitle}>
            {t('guideHubs')}
          </h2>
          <ul>
            {(Object.entries(CONTENT_SECTIONS) as [TListedKind, { path: string; title: string }][])
              .filter(([other]) => other !== kind)
              .map(([other, hub]) => (
                <li key={other}>
                  <Link to={hub.path}>{hub.title}</Link>
                </li>
              ))}
          </ul>
        </nav>
      </div>
    </>
  );
}

function Groups({ kind, pages }: { kind: TListedKind; pages: TContentSummary[] }) {
  const { t } = useTranslation('content');
  if (kind !== 'hairstyle') {
    return (
      <>
        <p className={styles.count}>{t('listCount', { count: pages.length })}</p>
        <div className={styles.grid}>
          {pages.map((page, index) => (
            <ContentCard key={page.path} page={page} headingLevel={2} first={index === 0} />
          ))}
        </div>
      </>
    );
  }
  // The first card shown (of the first topic with pages) is the first screen's picture.
  const firstShown = HAIRSTYLE_TOPICS.map(({ topic }) => pages.find((page) => page.topic === topic)).find(Boolean);
  return (
    <>
      {HAIRSTYLE_TOPICS.map(({ topic }) => {
        const group = pages.filter((page) => page.topic === topic);
        if (group.length === 0) return null;
        return (
          <section key={topic} className={styles.group} aria-labelledby={`topic-${topic}`}>
            <h2 id={`topic-${topic}`} className={styles.groupTitle}>
              {t(`topics.${topic}`)}
            </h2>
            <div className={styles.grid}>
              {group.map((page) => (
                <ContentCard key={page.path} page={page} first={page === firstShown} />
              ))}
            </div>
          </section>
        );
      })}
    </>
  );
}
