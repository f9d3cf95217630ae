import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useSalonServices } from '../api/floor-day';
import { useProposeServiceChange } from '../api/service-change';
import styles from './floor.module.css';

/**
 * Adding or removing a service during the visit: the new list goes to the customer (Zalo, SMS or a call)
 * and the visit changes only once he confirms it on his phone; the payment then charges the new total.
 */
export function ServiceChangeForm({ bookingId, salonId, current }: { bookingId: number; salonId: number; current: number[] }) {
  const { t } = useTranslation('floor');
  const { t: msg } = useTranslation('messages');
  const id = useId();
  const services = useSalonServices(salonId);
  const propose = useProposeServiceChange(bookingId);
  const [chosen, setChosen] = useState<number[]>(current);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return setResult({ ok: false, text: t('change.none') });
    propose.mutate(chosen, {
      onSuccess: (proposed) => setResult({ ok: true, text: t('change.sent', { via: t(`change.via.${proposed.sentTo}`) }) }),
      onError: (cause) => setResult({ ok: false, text: cause instanceof ApiError ? cause.message : msg('error.general') }),
    });
  };

  return (
    <form onSubmit={submit} className={styles.stack} aria-labelledby={`${id}-title`} data-testid="service-change">
      <h4 id={`${id}-title`} className={styles.detailTitle}>
        {t('change.heading')}
      </h4>
      <fieldset className={styles.choices} disabled={propose.isPending || result?.ok}>
        <legend className="visually-hidden">{t('change.heading')}</legend>
        {(services.data ?? []).map((service) => (
          <label key={service.serviceId} className={styles.toggle}>
            <input
              type="checkbox"
              checked={chosen.includes(service.serviceId)}
              onChange={(event) => setChosen(event.target.checked ? [...chosen, service.serviceId] : chosen.filter((each) => each !== service.serviceId))}
            />
            {service.name} · {service.price}
          </label>
        ))}
      </fieldset>
      <p className={result?.ok ? styles.success : styles.error} role={result?.ok ? 'status' : 'alert'} hidden={!result}>
        {result?.text}
      </p>
      {!result?.ok && (
        <button type="submit" className={`btn btn-accent ${styles.action}`} disabled={propose.isPending || services.isPending}>
          {t('change.submit')}
        </button>
      )}
    </form>
  );
}
