import '../locales';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import { Skeleton } from '../../../components/ui/skeleton';
import { useContest } from '../api/get-contest';
import { ContestFacts, ContestStatus } from '../components/contest-facts';
import { useLang } from '../model/use-lang';
import styles from './style-master.module.css';

/** /thong-tin-cuoc-thi: the Style Master contest, its rules, prizes and dates. */
export function ContestPage() {
  const { t } = useTranslation('styleMaster');
  const { t: tp } = useTranslation();
  const contest = useContest(useLang());
  const c = contest.data;
  return (
    <>
      <PageHero title={c?.title ?? tp('pages.contest')}>{c && <ContestStatus status={c.status} />}</PageHero>
      <div className={`container ${styles.page}`} data-testid="contest-page">
        {contest.isError ? (
          <p className={styles.muted}>{contest.error.message}</p>
        ) : !c ? (
          <Skeleton height={480} radius={16} />
        ) : (
          <>
            <picture>
              <source media="(max-width: 767px)" srcSet={c.image.replace(/(\.\w+)$/, '-mb$1')} width={750} height={1000} />
              <img className={styles.banner} src={c.image} alt="" width={1920} height={640} fetchPriority="high" />
            </picture>
            <p>{c.summary}</p>
            <ContestFacts contest={c} />
            <nav className={styles.links}>
              <Link className="btn btn-accent" to="/thong-tin-cuoc-thi/bang-xep-hang">
                {t('toLeaderboard')}
              </Link>
              <Link className="btn btn-outline" to="/style-master">
                {t('toStyleMaster')}
              </Link>
            </nav>
            <section className={styles.section} aria-labelledby="contest-prizes">
              <h2 id="contest-prizes" className={styles.heading}>
                {t('prizes')}
              </h2>
              <ul className={styles.list}>
                {c.prizes.map((p) => (
                  <li key={p.rank}>{p.label}</li>
                ))}
              </ul>
            </section>
            <section className={styles.section} aria-labelledby="contest-rules">
              <h2 id="contest-rules" className={styles.heading}>
                {t('rules')}
              </h2>
              <ol className={styles.list}>
                {c.rules.map((rule) => (
                  // A rule is the back office's HTML, cleaned by the API's campaignBody policy as it leaves.
                  <li key={rule} dangerouslySetInnerHTML={{ __html: rule }} />
                ))}
              </ol>
            </section>
          </>
        )}
      </div>
    </>
  );
}
