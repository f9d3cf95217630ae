import '../locales';
import { useTranslation } from '../../../lib/i18n';
import { Link, useParams } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBestLook, useBestLookList } from '../api/best-look';
import { LoadState } from '../components/load-state';
import styles from '../components/rewards.module.css';

/** /yours-the-best: the best-look campaigns. */
export function YoursTheBestPage() {
  const { t } = useTranslation('rewards');
  const { t: tp } = useTranslation();
  const title = tp('pages.yoursTheBest');
  useDocumentTitle(title);
  const list = useBestLookList();
  return (
    <>
      <PageHero title={title}>
        <p className={styles.lead}>{t('best.lead')}</p>
      </PageHero>
      <div className={`container ${styles.page}`}>
        {list.data ? (
          <div className={styles.grid}>
            {list.data.map((c, index) => (
              <Link key={c.id} to={`/yours-the-best-detail/${c.id}`} className={styles.card}>
                <img
                  className={styles.thumb}
                  src={c.image}
                  alt=""
                  width={320}
                  height={180}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                />
                <div className={styles.cardBody}>
                  <h2 className={styles.cardTitle}>{c.title}</h2>
                  <p className={styles.meta}>
                    <span className={c.running ? styles.chip : styles.chipMuted}>{c.running ? t('best.running') : t('best.ended')}</span>
                    <span>{t('best.period', { start: c.startDate, end: c.endDate })}</span>
                    <span>{t('best.entries', { count: c.entryCount })}</span>
                  </p>
                  <p className={styles.muted}>{c.summary}</p>
                </div>
              </Link>
            ))}
          </div>
        ) : (
          <LoadState isError={list.isError} onRetry={() => void list.refetch()} />
        )}
      </div>
    </>
  );
}

/** /yours-the-best-detail/:id: a campaign and its entries. */
export function YoursTheBestDetailPage() {
  const { t } = useTranslation('rewards');
  const { t: tp } = useTranslation();
  const id = Number(useParams().id);
  const detail = useBestLook(Number.isInteger(id) && id > 0 ? id : 0);
  const d = detail.data;
  useDocumentTitle(d?.title ?? tp('pages.yoursTheBestDetail'));
  return (
    <>
      <PageHero title={d?.title ?? tp('pages.yoursTheBestDetail')}>
        {d && <p className={styles.lead}>{t('best.period', { start: d.startDate, end: d.endDate })}</p>}
      </PageHero>
      <div className={`container ${styles.page}`}>
        {!d ? (
          <LoadState isError={detail.isError} onRetry={() => void detail.refetch()} />
        ) : (
          <>
            <section className={styles.section}>
              <div className={styles.html} dangerouslySetInnerHTML={{ __html: d.body }} />
            </section>
            <div className={styles.entries}>
              {d.entries.map((e, index) => (
                <figure key={e.id} className={styles.card} style={{ margin: 0 }}>
                  <img
                    className={styles.entryImage}
                    src={e.image}
                    alt={e.customerName}
                    width={300}
                    height={400}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : undefined}
                  />
                  <figcaption className={styles.cardBody}>
                    <b>{e.customerName}</b>
                    <span className={styles.muted}>{t('best.by', { stylist: e.stylistName, salon: e.salonName })}</span>
                    <span>{e.story}</span>
                  </figcaption>
                </figure>
              ))}
            </div>
          </>
        )}
      </div>
    </>
  );
}
