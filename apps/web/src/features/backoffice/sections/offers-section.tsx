import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import styles from '../components/backoffice.module.css';
import { CampaignsPanel } from './offers/campaigns-panel';
import { GoldenHoursPanel } from './offers/golden-hours-panel';
import { PointsRulesPanel } from './offers/points-rules-panel';
import { QuestsPanel } from './offers/quests-panel';
import { WheelsPanel } from './offers/wheels-panel';
import offers from './offers/offers.module.css';

export const OFFERS_BASE = '/quan-tri/uu-dai';
const TABS = [
  { key: 'goldenHours', segment: 'gio-vang' },
  { key: 'campaigns', segment: 'chien-dich' },
  { key: 'wheels', segment: 'vong-quay' },
  { key: 'quests', segment: 'nhiem-vu' },
  { key: 'points', segment: 'diem-thuong' },
] as const;

/**
 * Offers and games (marketing, chain admin): golden hours (/quan-tri/uu-dai, /gio-vang/moi, /gio-vang/:id),
 * campaigns and their voucher codes (/chien-dich, /chien-dich/:id), wheels (/vong-quay), the quests that earn spins
 * (/nhiem-vu, /nhiem-vu/:key) and the points rules (/diem-thuong, /diem-thuong/:kind). Every save is audited by the
 * server and each editor shows its entity's history.
 */
export function Section({ path }: { path: string }) {
  const { t } = useTranslation('backoffice');
  const [segment = '', rest = ''] = path.split('/');
  const tab = TABS.find((x) => x.segment === segment) ?? TABS[0];
  return (
    <div className={styles.section}>
      <h1 className={styles.heading}>{t('sections.offers')}</h1>
      <nav aria-label={t('sections.offers')}>
        <ul className={offers.tabs}>
          {TABS.map((x) => (
            <li key={x.key}>
              <Link
                to={`${OFFERS_BASE}/${x.segment}`}
                className={`btn ${x === tab ? 'btn-accent' : 'btn-outline'} ${styles.button}`}
                aria-current={x === tab ? 'page' : undefined}
              >
                {t(`offers.tabs.${x.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab.key === 'goldenHours' ? (
        <GoldenHoursPanel item={rest} />
      ) : tab.key === 'campaigns' ? (
        <CampaignsPanel item={rest} />
      ) : tab.key === 'quests' ? (
        <QuestsPanel item={rest} />
      ) : tab.key === 'points' ? (
        <PointsRulesPanel item={rest} />
      ) : (
        <WheelsPanel />
      )}
    </div>
  );
}
