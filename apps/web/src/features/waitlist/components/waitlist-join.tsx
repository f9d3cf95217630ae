import '../locales';
import { formatDisplayDate, formatHour } from '@shine/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { openLogin, useCurrentUser } from '../../auth';
import { type JoinWaitlistBody, useJoinWaitlist } from '../api/waitlist';
import { salonServicesQueryOptions } from '../api/salon-services';
import { windowChoices } from '../model/window';
import styles from './waitlist.module.css';

export type WaitlistJoinProps = {
  salonId: number;
  /** The days he may choose (ISO), with their labels; one day: no picker. */
  days: { date: string; label: string }[];
  /** Opening hours of the salon (minutes since midnight), the window's bounds. */
  openMinute: number;
  closeMinute: number;
  /** Today: the first minute still ahead (the window starts after it). */
  todayIso?: string;
  nowMinute?: number;
  /** The stylist the wizard has chosen (null: any), or the salon's stylists to choose from. */
  stylist?: { id: number; name: string } | null;
  stylists?: { id: number; name: string }[];
  /** The services the wizard has chosen; without them he picks one of the salon's. */
  serviceIds?: number[];
  /** The strip has no free hour: the form is open from the start. */
  startOpen?: boolean;
};

/** Where his entries are listed (the account area). */
export const ENTRIES_HREF = '/lich-su-cat#danh-sach-cho';

/**
 * "Báo tôi khi có chỗ trống" (issue 33): a day, a window within opening hours and a stylist or any; joined
 * when logged in, else after the login flow (what he chose stays in the form and is sent once he is in).
 */
export function WaitlistJoin(props: WaitlistJoinProps) {
  const { t } = useTranslation('waitlist');
  const id = useId();
  const { isLoggedIn } = useCurrentUser();
  const join = useJoinWaitlist();
  const [open, setOpen] = useState(props.startOpen ?? false);
  const [date, setDate] = useState(props.days[0]?.date ?? '');
  const notBefore = date === props.todayIso ? (props.nowMinute ?? 0) + 1 : 0;
  const choices = windowChoices(props.openMinute, props.closeMinute, notBefore);
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const fromMinute = from !== null && choices.some((c) => c.minute === from) ? from : (choices[0]?.minute ?? props.openMinute);
  const toMinute = to !== null && choices.some((c) => c.minute === to) ? to : (choices.at(-1)?.minute ?? props.closeMinute);
  const [stylistId, setStylistId] = useState<number | null>(props.stylist?.id ?? null);
  const services = useQuery({ ...salonServicesQueryOptions(props.salonId), enabled: open && !props.serviceIds?.length });
  const [serviceId, setServiceId] = useState<number | null>(null);
  const chosenService = serviceId ?? services.data?.[0]?.serviceId ?? null;
  const serviceIds = props.serviceIds?.length ? props.serviceIds : chosenService ? [chosenService] : [];
  const [joined, setJoined] = useState<{ date: string; from: number; to: number } | null>(null);
  const invalid = toMinute <= fromMinute;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || serviceIds.length === 0) return;
    const body: JoinWaitlistBody = { salonId: props.salonId, date, fromMinute, toMinute, stylistId, serviceIds };
    const send = () => join.mutate(body, { onSuccess: () => setJoined({ date, from: fromMinute, to: toMinute }) });
    if (isLoggedIn) send();
    else openLogin({ title: t('loginTitle'), onSuccess: send });
  };

  if (joined) {
    return (
      <div className={styles.box} data-testid="waitlist-joined">
        <p role="status">{t('joined', { date: formatDisplayDate(joined.date), from: formatHour(joined.from), to: formatHour(joined.to) })}</p>
        <Link to={ENTRIES_HREF} className={styles.link}>
          {t('seeEntries')}
        </Link>
      </div>
    );
  }
  if (!open) {
    return (
      <button type="button" className={styles.opener} onClick={() => setOpen(true)} aria-expanded={false} data-testid="waitlist-open">
        {t('open')}
      </button>
    );
  }
  return (
    <form className={styles.box} onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="waitlist-join">
      <h3 id={`${id}-title`} className={styles.title}>
        {t('title')}
      </h3>
      <p className={styles.muted}>{t('lead')}</p>
      <div className={styles.fields}>
        {props.days.length > 1 && (
          <label className={styles.field}>
            <span>{t('day')}</span>
            <select name="date" value={date} onChange={(e) => setDate(e.target.value)}>
              {props.days.map((day) => (
                <option key={day.date} value={day.date}>
                  {day.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={styles.field}>
          <span>{t('from')}</span>
          <select name="fromMinute" value={fromMinute} onChange={(e) => setFrom(Number(e.target.value))}>
            {choices.slice(0, -1).map((c) => (
              <option key={c.minute} value={c.minute}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('to')}</span>
          <select name="toMinute" value={toMinute} onChange={(e) => setTo(Number(e.target.value))}>
            {choices.slice(1).map((c) => (
              <option key={c.minute} value={c.minute}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        {props.stylists ? (
          <label className={styles.field}>
            <span>{t('stylist')}</span>
            <select name="stylistId" value={stylistId ?? ''} onChange={(e) => setStylistId(e.target.value ? Number(e.target.value) : null)}>
              <option value="">{t('anyStylist')}</option>
              {props.stylists.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className={styles.field}>
            <span>{t('stylist')}</span>
            <b>{props.stylist?.name ?? t('anyStylist')}</b>
          </p>
        )}
        {!props.serviceIds?.length && (
          <label className={styles.field}>
            <span>{t('service')}</span>
            <select name="serviceId" value={chosenService ?? ''} onChange={(e) => setServiceId(Number(e.target.value))} disabled={!services.data}>
              {services.data?.map((s) => (
                <option key={s.serviceId} value={s.serviceId}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {invalid && (
        <p className={styles.error} role="alert">
          {t('windowInvalid')}
        </p>
      )}
      {join.error && (
        <p className={styles.error} role="alert">
          {join.error instanceof ApiError ? join.error.message : t('failed')}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-accent" disabled={join.isPending || invalid || serviceIds.length === 0}>
          {t('join')}
        </button>
        {!props.startOpen && (
          <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
            {t('close')}
          </button>
        )}
      </div>
    </form>
  );
}

export default WaitlistJoin;
