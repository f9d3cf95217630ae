import '../locales';
import { formatHour, formatVnd, zonedNow } from '@shine/shared';
import type { TServiceChangeView } from '@shine/shared/schemas/service-change';
import { useTranslation } from '../../../lib/i18n';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link, useParams, useRouteError } from 'react-router';
import { RouteError } from '../../../components/ui/route-fallback';
import { ApiError } from '../../../lib/api-client';
import { BRAND } from '../../../lib/constants';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDecideServiceChange, useServiceChange } from '../api/service-change';
import styles from './service-change-page.module.css';

type Side = TServiceChangeView['current'];

function ServiceLines({ title, side, compareWith }: { title: string; side: Side; compareWith?: Side }) {
  const { t } = useTranslation('serviceChange');
  const before = new Set(compareWith?.services.map((s) => s.name));
  const removed = compareWith?.services.filter((s) => !side.services.some((p) => p.name === s.name)) ?? [];
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <ul className={styles.lines}>
        {side.services.map((s) => (
          <li key={s.name} className={styles.line}>
            <span>
              {s.name}
              {compareWith && !before.has(s.name) && <span className={styles.badge}>{t('added')}</span>}
              <small className={styles.muted}>{t('minutes', { minutes: s.timeServe })}</small>
            </span>
            <span className={styles.price}>
              {s.oldPrice > s.price && <s>{formatVnd(s.oldPrice)}</s>}
              {formatVnd(s.price)}
            </span>
          </li>
        ))}
      </ul>
      {removed.length > 0 && <p className={styles.removed}>{t('removed', { names: removed.map((s) => s.name).join(', ') })}</p>}
      <p className={styles.total}>
        <span>
          {t('total')} · {t('minutes', { minutes: side.minutes })}
        </span>
        <b>{formatVnd(side.total)}</b>
      </p>
    </section>
  );
}

function Difference({ view }: { view: TServiceChangeView }) {
  const { t } = useTranslation('serviceChange');
  const money = view.proposed.total - view.current.total;
  const minutes = view.proposed.minutes - view.current.minutes;
  return (
    <div className={styles.difference} data-testid="service-change-difference">
      <span>{t('difference')}</span>
      <span className={styles.price}>
        <b>{`${money > 0 ? '+' : ''}${formatVnd(money)}`}</b>
        {minutes !== 0 && <small className={styles.muted}>{t(minutes > 0 ? 'moreTime' : 'lessTime', { minutes: Math.abs(minutes) })}</small>}
      </span>
    </div>
  );
}

function Decision({ token, view }: { token: string; view: TServiceChangeView }) {
  const { t } = useTranslation('serviceChange');
  const { t: m } = useTranslation('messages');
  const decide = useDecideServiceChange(token);
  // A refusal (answered on another phone, expired, replaced) stays shown above what the server now says.
  const refused = decide.error instanceof ApiError ? decide.error.message : decide.error ? t('loadFailed') : null;
  const outcome = {
    accepted: () => t('accepted', { total: formatVnd(view.current.total) }),
    declined: () => t('declined'),
    expired: () => m('serviceChange.expired'),
    closed: () => m('serviceChange.closed'),
  };
  return (
    <div className={styles.decision}>
      {refused && (
        <div className={styles.error} role="alert">
          {refused}
        </div>
      )}
      {view.state === 'pending' ? (
        <>
          <p className={styles.muted}>{t('validUntil', { time: formatHour(zonedNow(new Date(view.expiresAt)).minutes) })}</p>
          <div className={styles.buttons}>
            <button type="button" className="btn btn-accent" disabled={decide.isPending} onClick={() => decide.mutate('accept')}>
              {t('accept')}
            </button>
            <button type="button" className="btn btn-outline" disabled={decide.isPending} onClick={() => decide.mutate('decline')}>
              {t('decline')}
            </button>
          </div>
        </>
      ) : (
        <div className={view.state === 'accepted' || view.state === 'declined' ? styles.done : styles.closed} role="status">
          {outcome[view.state]()}
        </div>
      )}
    </div>
  );
}

/** The page without the site's header and footer (spec §2): the brand, the title, then the content. */
function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('serviceChange');
  useDocumentTitle(t('title'));
  return (
    <div className={styles.page}>
      <p className={styles.brand}>
        <img src="/brand/favicon.png" alt="" width={40} height={40} />
        <span>{BRAND}</span>
      </p>
      <h1 className={styles.title}>{t('title')}</h1>
      {children}
    </div>
  );
}

/** An unknown or malformed link, or a failed load. */
function Unavailable({ missing, onRetry }: { missing: boolean; onRetry?: () => void }) {
  const { t } = useTranslation('serviceChange');
  const { t: m } = useTranslation('messages');
  return (
    <div className={styles.card} data-testid="service-change-unavailable">
      <p role="alert">{missing ? m('serviceChange.notFound') : t('loadFailed')}</p>
      {missing || !onRetry ? (
        <Link to="/" className="btn btn-dark">
          {t('home')}
        </Link>
      ) : (
        <button type="button" className="btn btn-dark" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

/** The server answered 404 for the link: the page says so in its own frame. */
export function ServiceChangePageError() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? (
    <Frame>
      <Unavailable missing />
    </Frame>
  ) : (
    <RouteError />
  );
}

/**
 * /xac-nhan-thay-doi-dvsp/{token}: the link the customer receives when the salon proposes other
 * services during his visit. No header or login on this path (spec §2): the link is his key.
 */
export function ServiceChangePage() {
  const { t } = useTranslation('serviceChange');
  const token = useParams().id ?? '';
  const query = useServiceChange(token);
  const view = query.data;
  if (!view) {
    const missing = query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500;
    return (
      <Frame>{query.isPending ? <p className={styles.card} aria-busy="true" /> : <Unavailable missing={missing} onRetry={() => void query.refetch()} />}</Frame>
    );
  }
  return (
    <Frame>
      {view.state === 'pending' && <p className={styles.lead}>{t('lead')}</p>}
      <section className={styles.card} aria-label={t('visit')} data-testid="service-change-visit">
        <h2 className={styles.cardTitle}>{t('visit')}</h2>
        <p>
          <b>{t('when', { hour: view.hourBook, date: view.dateBook })}</b>
        </p>
        <p>{view.salonName}</p>
        <p className={styles.muted}>{view.salonAddress}</p>
        <p>{t('stylist', { name: view.stylistName })}</p>
        <p className={styles.muted}>{t('phone', { phone: view.phoneMasked })}</p>
      </section>
      {view.state === 'accepted' ? (
        <ServiceLines title={t('yours')} side={view.current} />
      ) : (
        <div className={styles.compare}>
          <ServiceLines title={t('current')} side={view.current} />
          <ServiceLines title={t('proposed')} side={view.proposed} compareWith={view.current} />
        </div>
      )}
      {view.state === 'pending' && <Difference view={view} />}
      <Decision token={token} view={view} />
    </Frame>
  );
}
