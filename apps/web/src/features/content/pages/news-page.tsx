import '../locales';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Skeleton } from '../../../components/ui/skeleton';
import { RouteError } from '../../../components/ui/route-fallback';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNews } from '../api/get-news';
import { ContentHero } from '../components/content-hero';
import { breadcrumbLd, itemListLd, JsonLd } from '../components/content-json-ld';
import { NewsSlider } from '../components/news-slider';
import styles from './content-list-page.module.css';

/** /tin-tuc: 'Tin tức mới nhất về {product}', the slider of the 19 news articles, each opening its own page (spec §2, issue 27 item 8). */
export function NewsPage() {
  const { t } = useTranslation('content');
  const { t: tp } = useTranslation();
  const news = useNews();
  const title = tp('pages.news');
  useDocumentTitle(title);
  // Spec §2: the news page opens at its top. (A block: Chromium's scrollTo returns a promise, and an
  // effect's return value is its clean-up, which React calls when the visitor leaves the page.)
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  const crumbs = [
    { name: t('home'), path: '/' },
    { name: title, path: '/tin-tuc' },
  ];

  return (
    <>
      {news.data && (
        <JsonLd
          data={[
            itemListLd(
              '',
              title,
              news.data.map((article) => ({ title: article.title, path: article.link })),
            ),
            breadcrumbLd('', crumbs),
          ]}
        />
      )}
      <ContentHero title={title} crumbs={crumbs}>
        <p className={styles.lead}>{t('newsLead')}</p>
      </ContentHero>
      <div className={`container ${styles.page}`} data-testid="news-page">
        {news.error ? <RouteError /> : !news.data ? <Skeleton height={360} radius={16} /> : <NewsSlider articles={news.data} />}
      </div>
    </>
  );
}
