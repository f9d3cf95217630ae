import '../locales';
import { formatVnd } from '@shine/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import { Spinner } from '../../../components/ui/spinner-overlay';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { openLogin, useCurrentUser } from '../../auth';
import { orderQueryOptions, useOrder } from '../api/get-order';
import styles from '../components/membership.module.css';

/**
 * /topup/ket-qua: where the gateway sends the customer back. The order's state comes from the server
 * (the query string only names the order); while the IPN has not arrived it waits and asks again.
 */
export function TopupResultPage() {
  const { t } = useTranslation('membership');
  const { t: tMain, language } = useTranslation();
  const title = tMain('pages.topupResult');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const ref = params.get('vnp_TxnRef') ?? params.get('orderId') ?? '';
  const orderId = /^\d{1,9}$/.test(ref) ? Number(ref) : 0;
  const { user, isLoggedIn, isPending } = useCurrentUser();
  const lang = language === 'en' ? 'en' : 'vi';
  const order = useOrder(user?.userId ?? 0, orderId, lang);
  const queryClient = useQueryClient();
  const data = order.data;
  // The polling stops after 30 answers (about a minute): then the page says the result has not come yet.
  const updates = queryClient.getQueryState(orderQueryOptions(user?.userId ?? 0, orderId, lang).queryKey)?.dataUpdateCount ?? 0;
  const gaveUp = data?.status === 'pending' && updates >= 30;

  let body;
  if (isPending || (isLoggedIn && orderId > 0 && order.isLoading)) {
    body = <Spinner />;
  } else if (!isLoggedIn) {
    body = (
      <button type="button" className="btn btn-dark" onClick={() => openLogin()}>
        {tMain('common.login')}
      </button>
    );
  } else if (!data) {
    body = (
      <>
        <p className={styles.error}>{order.error?.message ?? t('result.notFound')}</p>
        <Link to="/topup" className="btn btn-accent">
          {t('result.again')}
        </Link>
      </>
    );
  } else if (data.status === 'pending') {
    body = (
      <>
        {!gaveUp && <Spinner />}
        <h2 className={styles.cardTitle}>{gaveUp ? t('result.stillPending') : t('result.waiting')}</h2>
        {!gaveUp && <p className={styles.muted}>{t('result.waitingHint')}</p>}
      </>
    );
  } else if (data.status === 'paid') {
    body = (
      <>
        <h2 className={styles.cardTitle}>{t('result.paid')}</h2>
        <p>
          {data.kind === 'package'
            ? t('result.paidPackage', { name: data.packageName ?? '', visits: data.visits + data.bonusVisits })
            : t('result.paidAmount', { amount: formatVnd(data.amount) })}
        </p>
        <div className={styles.actions}>
          <Link to="/booking" className="btn btn-accent">
            {t('result.booking')}
          </Link>
          <Link to="/history" className="btn btn-outline">
            {t('result.history')}
          </Link>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <h2 className={styles.cardTitle}>{t('result.failed')}</h2>
        <p className={styles.muted}>{t('result.failedHint')}</p>
        <div className={styles.actions}>
          <Link to="/topup" className="btn btn-accent">
            {t('result.again')}
          </Link>
          <Link to="/history" className="btn btn-outline">
            {t('result.history')}
          </Link>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHero title={title} />
      <div className={`container ${styles.body}`}>
        <section className={`${styles.card} ${styles.center}`} data-testid="topup-result" data-status={data?.status ?? 'unknown'} aria-live="polite">
          {orderId > 0 && (
            <p className={styles.muted}>
              {t('result.order')} #{orderId}
            </p>
          )}
          {body}
        </section>
      </div>
    </>
  );
}
