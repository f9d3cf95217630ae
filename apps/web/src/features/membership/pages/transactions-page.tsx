import '../locales';
import { formatDisplayDate, formatVnd, zonedToday } from '@shine/shared';
import type { TLedgerItem, TPaymentOrder } from '@shine/shared/schemas/membership';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { UserIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { Spinner } from '../../../components/ui/spinner-overlay';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { openLogin, useCurrentUser } from '../../auth';
import { HISTORY_PAGE_SIZE, useTopupHistory } from '../api/get-topup-history';
import styles from '../components/membership.module.css';

const day = (iso: string) => formatDisplayDate(zonedToday(new Date(iso)));

/** /history 'Lịch sử giao dịch': the customer's top-up orders and every change of his balance and visits. */
export function TransactionsPage() {
  const { t } = useTranslation('membership');
  const { t: tMain } = useTranslation();
  const title = tMain('pages.history');
  useDocumentTitle(title);
  const { user, isLoggedIn, isPending } = useCurrentUser();

  return (
    <>
      <PageHero title={title} />
      <div className={`container ${styles.body}`}>
        {isPending ? (
          <div className={styles.center}>
            <Spinner />
          </div>
        ) : isLoggedIn && user ? (
          <Transactions customerId={user.userId} />
        ) : (
          <div className={styles.center}>
            <UserIcon size={36} />
            <p>{t('history.loginNeeded')}</p>
            <button type="button" className="btn btn-accent" onClick={() => openLogin()}>
              {tMain('common.login')}
            </button>
          </div>
        )}
      </div>
    </>
  );
}

function Transactions({ customerId }: { customerId: number }) {
  const { t, language } = useTranslation('membership');
  const [pages, setPages] = useState(1);
  const query = useTopupHistory(customerId, 1, language === 'en' ? 'en' : 'vi');
  const more = useTopupHistory(pages > 1 ? customerId : 0, pages, language === 'en' ? 'en' : 'vi');
  const data = query.data;
  if (!data) return query.isError ? <p className={styles.error}>{query.error.message}</p> : <Spinner />;
  const entries = pages > 1 && more.data ? [...data.entries, ...more.data.entries] : data.entries;
  const { wallet } = data;

  return (
    <>
      <section className={styles.status} aria-label={t('history.entries')} data-testid="wallet-summary">
        <p className={styles.price}>{t('wallet.visitsLeft', { count: wallet.visitsLeft })}</p>
        <p>{t('wallet.balance', { amount: formatVnd(wallet.balance) })}</p>
        {wallet.nextVisitExpiry && wallet.visitsLeft > 0 && <p className={styles.muted}>{t('wallet.expires', { date: day(wallet.nextVisitExpiry) })}</p>}
        <p>
          <Link to="/topup" className="btn btn-accent">
            {t('wallet.topupMore')}
          </Link>
        </p>
      </section>
      {data.orders.length === 0 && entries.length === 0 ? (
        <p className={styles.muted}>{t('history.empty')}</p>
      ) : (
        <>
          <section aria-labelledby="entries-title">
            <h2 id="entries-title" className={styles.sectionTitle}>
              {t('history.entries')}
            </h2>
            <table className={styles.table}>
              <tbody>
                {entries.map((e) => (
                  <EntryRow key={e.id} entry={e} />
                ))}
              </tbody>
            </table>
            {entries.length < data.total && pages * HISTORY_PAGE_SIZE < data.total && (
              <p>
                <button type="button" className="btn btn-outline" onClick={() => setPages((p) => p + 1)}>
                  {t('history.more')}
                </button>
              </p>
            )}
          </section>
          <section aria-labelledby="orders-title">
            <h2 id="orders-title" className={styles.sectionTitle}>
              {t('history.orders')}
            </h2>
            <table className={styles.table}>
              <tbody>
                {data.orders.map((o) => (
                  <OrderRow key={o.orderId} order={o} />
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </>
  );
}

function EntryRow({ entry }: { entry: TLedgerItem }) {
  const { t } = useTranslation('membership');
  const sign = (n: number) => (n > 0 ? `+${n}` : String(n));
  return (
    <tr data-testid="ledger-entry" data-kind={entry.kind}>
      <td>
        <strong>{t(`history.kind.${entry.kind}`)}</strong>
        <br />
        <span className={styles.muted}>
          {day(entry.createdAt)}
          {entry.packageName && ` · ${entry.packageName}`}
          {entry.bookingId !== null && ` · ${t('history.visitRef', { id: entry.bookingId })}`}
          {entry.bookingId === null && entry.orderId !== null && ` · ${t('history.orderRef', { id: entry.orderId })}`}
          {entry.expiresAt && entry.visits > 0 && ` · ${t('wallet.expires', { date: day(entry.expiresAt) })}`}
        </span>
      </td>
      <td className={`${styles.num} ${entry.visits + entry.amount > 0 ? styles.plus : styles.minus}`}>
        {entry.visits !== 0 && <div>{t('history.visits', { count: sign(entry.visits) })}</div>}
        {entry.amount !== 0 && <div>{entry.amount > 0 ? `+${formatVnd(entry.amount)}` : formatVnd(entry.amount)}</div>}
      </td>
    </tr>
  );
}

function OrderRow({ order }: { order: TPaymentOrder }) {
  const { t } = useTranslation('membership');
  return (
    <tr data-testid="topup-order" data-status={order.status}>
      <td>
        <strong>{order.packageName ?? t('history.amountOrder', { amount: formatVnd(order.amount) })}</strong>
        <br />
        <span className={styles.muted}>
          {t('history.orderRef', { id: order.orderId })} · {day(order.createdAt)} · {t(`history.status.${order.status}`)}
        </span>
      </td>
      <td className={styles.num}>{formatVnd(order.amount)}</td>
    </tr>
  );
}
