import '../locales';
import { formatDisplayDate, formatHour, zonedNow } from '@shine/shared';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAnswerBooking, useClaimOffer, useLinkedBooking, useLinkedOffer } from '../api/one-tap';
import styles from './one-tap-page.module.css';

/** The salon's local hour and date of an instant, as the message said them. */
function when(iso: string): { hour: string; date: string } {
  const local = zonedNow(new Date(iso));
  return { hour: formatHour(local.minutes), date: formatDisplayDate(local.date) };
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}

/** The link is unknown, forged or expired (404), or the load failed. */
function Unavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('oneTap');
  const invalid = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (
    <div className={styles.card} data-testid="one-tap-unavailable">
      <p role="alert">{invalid ? t('invalid') : t('loadFailed')}</p>
      {invalid ? (
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

/** A refusal (the booking changed meanwhile, the chair taken) shown above what the server now says. */
const Refused = ({ error }: { error: unknown }) =>
  error ? (
    <p className={styles.error} role="alert">
      {error instanceof ApiError ? error.message : String(error)}
    </p>
  ) : null;

function BookingLink({ token }: { token: string }) {
  const { t } = useTranslation('oneTap');
  const query = useLinkedBooking(token);
  const answer = useAnswerBooking(token);
  const [asking, setAsking] = useState(false);
  const booking = query.data;
  if (!booking) {
    return (
      <Frame title={t('bookingTitle')}>
        {query.isPending ? <p className={styles.card} aria-busy="true" /> : <Unavailable error={query.error} onRetry={() => void query.refetch()} />}
      </Frame>
    );
  }
  const at = when(booking.startAt);
  return (
    <Frame title={t('bookingTitle')}>
      <section className={styles.card} data-testid="one-tap-booking">
        <p>
          <b>{t('when', at)}</b>
        </p>
        <p>{t('salon', { name: booking.salonName })}</p>
        {booking.stylistName && <p className={styles.muted}>{t('stylist', { name: booking.stylistName })}</p>}
      </section>
      <Refused error={answer.error} />
      {booking.status === 'upcoming' && !asking && (
        <div className={styles.buttons}>
          {booking.customerConfirmed ? (
            <p className={styles.status} role="status">
              {t('confirmed')}
            </p>
          ) : (
            <button type="button" className="btn btn-accent" disabled={answer.isPending} onClick={() => answer.mutate('confirm')}>
              {t('confirm')}
            </button>
          )}
          <button type="button" className="btn btn-outline" disabled={answer.isPending} onClick={() => setAsking(true)}>
            {t('cancel')}
          </button>
        </div>
      )}
      {booking.status === 'upcoming' && asking && (
        <div className={styles.buttons} role="group" aria-label={t('cancelAsk')}>
          <p>{t('cancelAsk')}</p>
          <button
            type="button"
            className="btn btn-dark"
            disabled={answer.isPending}
            onClick={() => answer.mutate('cancel', { onSettled: () => setAsking(false) })}
          >
            {t('cancelYes')}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setAsking(false)}>
            {t('cancelNo')}
          </button>
        </div>
      )}
      {booking.status !== 'upcoming' && (
        <p className={styles.status} role="status">
          {t(booking.status === 'canceled' ? 'canceled' : 'over')}
        </p>
      )}
    </Frame>
  );
}

function OfferLink({ token }: { token: string }) {
  const { t } = useTranslation('oneTap');
  const query = useLinkedOffer(token);
  const claim = useClaimOffer(token);
  const offer = query.data;
  if (!offer) {
    return (
      <Frame title={t('offerTitle')}>
        {query.isPending ? <p className={styles.card} aria-busy="true" /> : <Unavailable error={query.error} onRetry={() => void query.refetch()} />}
      </Frame>
    );
  }
  const at = when(offer.startAt);
  return (
    <Frame title={t('offerTitle')}>
      {offer.state === 'open' && <p className={styles.muted}>{t('offerLead')}</p>}
      <section className={styles.card} data-testid="one-tap-offer">
        <p>
          <b>{t('when', at)}</b>
        </p>
        <p>{t('salon', { name: offer.salonName })}</p>
        {offer.state === 'open' && <p className={styles.muted}>{t('offerUntil', { time: when(offer.expiresAt).hour })}</p>}
      </section>
      <Refused error={claim.error} />
      {offer.state === 'open' ? (
        <div className={styles.buttons}>
          <button type="button" className="btn btn-accent" disabled={claim.isPending} onClick={() => claim.mutate()}>
            {t('claim')}
          </button>
        </div>
      ) : (
        <>
          <p className={styles.status} role="status">
            {offer.state === 'claimed' ? t('claimed', at) : t(offer.state)}
          </p>
          {offer.state === 'claimed' && (
            <Link to="/lich-su-cat" className="btn btn-outline">
              {t('myBookings')}
            </Link>
          )}
        </>
      )}
    </Frame>
  );
}

/**
 * `/b/<token>`: the link in a booking message. A `b…` token is one booking (confirm that he is coming, or
 * cancel: the chair frees at once); an `o…` token a freed chair of the waitlist (the first claim gets it).
 */
export function OneTapPage() {
  const token = useParams().token ?? '';
  return token.startsWith('o') ? <OfferLink token={token} /> : <BookingLink token={token} />;
}
