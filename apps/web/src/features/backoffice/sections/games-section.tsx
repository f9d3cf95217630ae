import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import styles from '../components/backoffice.module.css';
import { useAdmin } from '../model/admin-context';
import { ContestPanel } from './games/contest-panel';
import { PostsPanel } from './games/posts-panel';
import offers from './offers/offers.module.css';

const BASE = '/quan-tri/style-master';
const TABS = [
  { key: 'posts', segment: 'bai-dang', action: 'styleMaster.moderate' },
  { key: 'contest', segment: 'cuoc-thi', action: 'contest.edit' },
] as const;

/**
 * Style Master and the contest: posts to show or hide (/quan-tri/style-master/bai-dang, content editors and
 * marketing) and the contest's period, rules and prizes (/cuoc-thi, marketing; a new one at /cuoc-thi/moi). A tab shows when the person's
 * roles allow its action; the server checks each call again and audits each change.
 */
export function Section({ path }: { path: string }) {
  const { t } = useTranslation('backoffice');
  const { actions } = useAdmin();
  const tabs = TABS.filter((x) => actions.includes(x.action));
  const [segment = '', sub] = path.split('/');
  const tab = tabs.find((x) => x.segment === segment) ?? tabs[0];
  return (
    <div className={styles.section}>
      <h1 className={styles.heading}>{t('sections.games')}</h1>
      {tabs.length > 1 && (
        <nav aria-label={t('sections.games')}>
          <ul className={offers.tabs}>
            {tabs.map((x) => (
              <li key={x.key}>
                <Link
                  to={`${BASE}/${x.segment}`}
                  className={`btn ${x === tab ? 'btn-accent' : 'btn-outline'} ${styles.button}`}
                  aria-current={x === tab ? 'page' : undefined}
                >
                  {t(`games.tabs.${x.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {tab?.key === 'posts' ? <PostsPanel /> : tab?.key === 'contest' ? <ContestPanel creating={sub === 'moi'} /> : null}
    </div>
  );
}
