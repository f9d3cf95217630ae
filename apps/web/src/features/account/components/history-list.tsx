import { HISTORY_PAGE_SIZE } from '@shine/shared/rules/constants';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { historiesQueryOptions } from '../../booking';
import { HistoryCard } from './history-card';
import styles from './history.module.css';

/** Past visits, five a page (spec §9), the page number kept in the address (?page=). */
export function HistoryList() {
  const { t } = useTranslation('account');
  const { t: tMain } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const history = useQuery(historiesQueryOptions(page));

  if (history.isPending) {
    return (
      <div className={styles.list}>
        {Array.from({ length: 2 }, (_, index) => (
          <Skeleton key={index} height={220} radius={14} />
        ))}
      </div>
    );
  }
  if (history.isError) {
    return (
      <div className={styles.empty} role="alert">
        <p>{tMain('common.generalError')}</p>
        <button type="button" className="btn btn-accent" onClick={() => void history.refetch()}>
          {tMain('common.retry')}
        </button>
      </div>
    );
  }

  const { items, total } = history.data;
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('history.empty')}</p>
        <Link to="/booking" className="btn btn-accent">
          {tMain('common.bookNow')}
        </Link>
      </div>
    );
  }

  return (
    <>
      <div className={`${styles.list} ${history.isPlaceholderData ? styles.loading : ''}`}>
        {items.map((item) => (
          <HistoryCard key={item.bookingId} item={item} />
        ))}
      </div>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('history.pages', { page, pages })}>
          <button type="button" className={styles.pageButton} onClick={() => goTo(page - 1)} disabled={page <= 1} aria-label={t('history.previous')}>
            <ChevronLeftIcon size={18} />
          </button>
          <span>{t('history.pages', { page, pages })}</span>
          <button type="button" className={styles.pageButton} onClick={() => goTo(page + 1)} disabled={page >= pages} aria-label={t('history.next')}>
            <ChevronRightIcon size={18} />
          </button>
        </nav>
      )}
    </>
  );
}
