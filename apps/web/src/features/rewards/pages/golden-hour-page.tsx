import '../locales';
import { useTranslation } from '../../../lib/i18n';
import { useParams } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGoldenHour, useGoldenHours } from '../api/golden-hours';
import { GoldenHourCard } from '../components/golden-hour-card';
import { LoadState } from '../components/load-state';
import styles from '../components/rewards.module.css';
import { useWho } from '../model/use-who';

/** /gio-vang-san-uu-dai: every golden-hour deal, open ones first by their window. */
export function GoldenHourPage() {
  const { t } = useTranslation('rewards');
  const { t: tp } = useTranslation();
  const title = tp('pages.goldenHour');
  useDocumentTitle(title);
  const { who } = useWho();
  const deals = useGoldenHours(who);
  const order = { open: 0, upcoming: 1, soldOut: 2, ended: 3 } as const;
  const list = [...(deals.data ?? [])].sort((a, b) => order[a.status] - order[b.status] || a.opensAt.localeCompare(b.opensAt));
  return (
    <>
      <PageHero title={title}>
        <p className={styles.lead}>{t('golden.lead')}</p>
      </PageHero>
      <div className={`container ${styles.page}`}>
        {deals.data ? (
          <div className={styles.grid}>
            {list.map((deal, index) => (
              <GoldenHourCard key={deal.id} deal={deal} first={index === 0} />
            ))}
          </div>
        ) : (
          <LoadState isError={deals.isError} onRetry={() => void deals.refetch()} />
        )}
      </div>
    </>
  );
}

/** /gio-vang-san-uu-dai-chi-tiet/:id: one deal with its description. */
export function GoldenHourDetailPage() {
  const { t: tp } = useTranslation();
  const { t } = useTranslation('rewards');
  const id = Number(useParams().id);
  const { who } = useWho();
  const deal = useGoldenHour(Number.isInteger(id) && id > 0 ? id : 0, who);
  useDocumentTitle(deal.data?.title ?? tp('pages.goldenHourDetail'));
  return (
    <>
      <PageHero title={deal.data?.title ?? tp('pages.goldenHourDetail')} />
      <div className={`container ${styles.page}`} style={{ maxWidth: 760 }}>
        {deal.data ? (
          <GoldenHourCard deal={deal.data} detailed first />
        ) : deal.isError && deal.error && 'status' in deal.error && deal.error.status === 404 ? (
          <p className={styles.muted}>{t('notFound')}</p>
        ) : (
          <LoadState isError={deal.isError} onRetry={() => void deal.refetch()} />
        )}
      </div>
    </>
  );
}
