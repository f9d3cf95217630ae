import '../locales';
import { TOP_RATING_COUNT, TOP_STYLIST_PAGE_SIZE, formatStar } from '@shine/shared';
import type { TTopRatedStylist } from '@shine/shared/schemas/style-master';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { StarIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTopRate } from '../api/get-top-rate';
import { monthFromQuery, monthParts } from '../model/months';
import styles from './style-master.module.css';

const FALLBACK_AVATAR = '/images/fallback.svg';

/** Booking with this stylist at his salon: the wizard takes both from the URL. */
const bookWith = (s: TTopRatedStylist) => `/booking?${new URLSearchParams({ salonId: String(s.salonId), stylistId: String(s.staffId), step: '0' }).toString()}`;

function StylistRow({ stylist }: { stylist: TTopRatedStylist }) {
  const { t } = useTranslation('styleMaster');
  return (
    <li className={styles.stylist} data-testid="top-stylist">
      <span className={`${styles.place} ${stylist.rank <= 3 ? styles.gold : ''}`}>{stylist.rank}</span>
      <img
        src={stylist.avatar ?? FALLBACK_AVATAR}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        onError={(event) => {
          event.currentTarget.src = FALLBACK_AVATAR;
        }}
      />
      <div className={styles.who}>
        <h3 className={styles.name}>
          {stylist.staffName}
          {stylist.isMaster && <span className={styles.tag}>{t('master')}</span>}
        </h3>
        <p className={styles.meta}>{stylist.salonName}</p>
        <p className={styles.meta}>
          <span className={styles.score}>
            <StarIcon size={14} /> {t('stars', { star: formatStar(stylist.averageStar) })}
          </span>{' '}
          · {t('ratings', { count: stylist.totalRatings })}
        </p>
      </div>
      <Link className={`btn btn-accent ${styles.book}`} to={bookWith(stylist)} aria-label={t('bookWith', { name: stylist.staffName })}>
        {t('book')}
      </Link>
    </li>
  );
}

/** /top-tho-cat-trong-thang: the month's best-rated stylists, a month selector for the past months. */
export function TopStylistsPage() {
  const { t } = useTranslation('styleMaster');
  const { t: tp } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const month = monthFromQuery(search.get('month'));
  const [pageSize, setPageSize] = useState(TOP_STYLIST_PAGE_SIZE);
  const top = useTopRate(month, pageSize);
  const page = top.data;
  const label = (m: string, i: number) => (i === 0 ? t('thisMonth', monthParts(m)) : t('monthLabel', monthParts(m)));
  const choose = (value: string) => {
    setPageSize(TOP_STYLIST_PAGE_SIZE);
    setSearch(value && value !== page?.months[0] ? { month: value } : {}, { replace: true });
  };
  return (
    <>
      <PageHero title={tp('pages.topStylists')}>
        <p className={styles.lead}>{t('topLead')}</p>
      </PageHero>
      <div className={`container ${styles.page}`}>
        {page && (
          <div className={styles.toolbar}>
            <label htmlFor="top-month">{t('month')}</label>
            <select id="top-month" className={styles.select} value={page.month} onChange={(event) => choose(event.target.value)} data-testid="month-select">
              {page.months.map((m, i) => (
                <option key={m} value={m}>
                  {label(m, i)}
                </option>
              ))}
            </select>
          </div>
        )}
        <p className={styles.muted}>{t('topRule')}</p>
        {top.isError && !page ? (
          <p className={styles.muted}>{t('loadError')}</p>
        ) : !page ? (
          <Skeleton height={420} radius={14} />
        ) : page.items.length === 0 ? (
          <p className={styles.muted}>{t('topEmpty')}</p>
        ) : (
          <ol className={styles.stylists} data-testid="top-stylists" data-month={page.month}>
            {page.items.map((s) => (
              <StylistRow key={s.staffId} stylist={s} />
            ))}
          </ol>
        )}
        {page && page.total > page.items.length && (
          <button
            type="button"
            className={`btn btn-dark ${styles.more}`}
            disabled={top.isFetching}
            onClick={() => setPageSize((n) => Math.min(TOP_RATING_COUNT, n + TOP_STYLIST_PAGE_SIZE))}
          >
            {t('more')}
          </button>
        )}
      </div>
    </>
  );
}
