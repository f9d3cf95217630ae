import type { TAdminBookingWithMessages } from '@shine/shared/schemas/backoffice-catalog';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useBookingMessages } from '../api/catalog-structure-data';
import styles from '../components/backoffice.module.css';
import type { BackofficeTexts } from '../locales/vi';

type Texts = BackofficeTexts['bookingMessages'];
/** The void reasons the server writes that have a text; another shows as written. */
const REASONS = { 'booking changed': 1, 'canceled by customer': 1, 'booking gone': 1, 'offer closed': 1 } satisfies Record<keyof Texts['voidReasons'], 1>;

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short', timeStyle: 'short' }) : '—';

/** A booking's messages (issue 33): by booking number or phone; a salon manager sees his salon's only. */
export function Section() {
  const { t } = useTranslation('backoffice');
  const [query, setQuery] = useState<{ bookingId?: number; phone?: string } | null>(null);
  const result = useBookingMessages(query);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').replace(/[\s.]/g, '');
    const id = value.replace(/^SHINE/i, '');
    // The server checks the number: text that is not one arrives as NaN and is refused with its reason.
    setQuery(/^0\d{9}$/.test(value) || value.startsWith('+84') ? { phone: value } : id === '' ? {} : { bookingId: Number(id) });
  };
  return (
    <div className={styles.section}>
      <h1 className={styles.heading}>{t('sections.bookingMessages')}</h1>
      <p className={styles.muted}>{t('bookingMessages.intro')}</p>
      <form className={`${styles.panel} ${styles.row}`} onSubmit={submit} role="search">
        <label className={styles.field}>
          {t('bookingMessages.query')}
          <input className={styles.input} name="q" required maxLength={20} autoComplete="off" />
        </label>
        <button type="submit" className={`btn btn-accent ${styles.button}`}>
          {t('bookingMessages.find')}
        </button>
      </form>
      {query === null ? null : result.isPending ? (
        <p className={styles.muted}>{t('loading')}</p>
      ) : result.error ? (
        <p className={styles.error} role="alert">
          {result.error instanceof ApiError && result.error.status === 403
            ? t('bookingMessages.otherSalon')
            : result.error instanceof ApiError
              ? result.error.message
              : t('loadError')}
        </p>
      ) : result.data.length === 0 ? (
        <p className={styles.muted} role="status">
          {t('bookingMessages.none')}
        </p>
      ) : (
        result.data.map((booking) => <BookingMessages key={booking.bookingId} booking={booking} />)
      )}
    </div>
  );
}

function BookingMessages({ booking }: { booking: TAdminBookingWithMessages }) {
  const { t } = useTranslation('backoffice');
  const headingId = `booking-${booking.bookingId}`;
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="booking-messages">
      <h2 id={headingId} className={styles.subheading}>
        {t('bookingMessages.booking', { id: booking.bookingId })}
      </h2>
      <p>
        {booking.salonName} · {when(booking.startAt)} · {t(`bookingMessages.status.${booking.status as keyof Texts['status']}`)} · {booking.phone}
      </p>
      {booking.messages.length === 0 ? (
        <p className={styles.muted}>{t('bookingMessages.noMessages')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('bookingMessages.kind')}</th>
              <th>{t('bookingMessages.state')}</th>
              <th>{t('bookingMessages.channel')}</th>
              <th>{t('bookingMessages.due')}</th>
              <th>{t('bookingMessages.sent')}</th>
              <th>{t('bookingMessages.attempts')}</th>
            </tr>
          </thead>
          <tbody>
            {booking.messages.map((m) => (
              <tr key={m.id}>
                <td>{t(`bookingMessages.kinds.${m.kind}`)}</td>
                <td>
                  {t(`bookingMessages.states.${m.state as keyof Texts['states']}`)}
                  {m.voidReason
                    ? ` (${m.voidReason in REASONS ? t(`bookingMessages.voidReasons.${m.voidReason as keyof Texts['voidReasons']}`) : m.voidReason})`
                    : ''}
                </td>
                <td>{m.channel === 'zalo' ? 'Zalo' : m.channel === 'sms' ? 'SMS' : '—'}</td>
                <td>{when(m.dueAt)}</td>
                <td>{when(m.sentAt)}</td>
                <td>{m.attempts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
