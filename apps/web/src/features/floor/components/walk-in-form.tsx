import { isValidPhone, normalizePhone } from '@shine/shared/rules/phone';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useSalonServices, useWalkIn } from '../api/floor-day';
import styles from './floor.module.css';
import { PhoneInput } from '../../../components/ui/phone-input';

/** A customer at the desk without a booking: his phone and a service, with the next free stylist. */
export function WalkInForm({ salonId }: { salonId: number }) {
  const { t } = useTranslation('floor');
  const { t: msg } = useTranslation('messages');
  const id = useId();
  const services = useSalonServices(salonId);
  const walkIn = useWalkIn(salonId);
  const [phone, setPhone] = useState('');
  const [serviceId, setServiceId] = useState(0);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const chosen = serviceId || services.data?.[0]?.serviceId || 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (walkIn.isPending) return;
    const digits = normalizePhone(phone);
    if (!isValidPhone(digits)) return setResult({ ok: false, text: t('login.phoneInvalid') });
    if (!chosen) return;
    walkIn.mutate(
      { phone: digits, serviceIds: [chosen], stylistId: 0 },
      {
        onSuccess: (visit) => {
          setPhone('');
          setResult({ ok: true, text: t('walkIn.done', { code: visit.bookingId }) });
        },
        onError: (cause) => setResult({ ok: false, text: cause instanceof ApiError ? cause.message : msg('error.general') }),
      },
    );
  };

  return (
    <form className={styles.panel} onSubmit={submit} noValidate>
      <h2 className={styles.panelTitle}>{t('walkIn.heading')}</h2>
      <label className={styles.label} htmlFor={`${id}-phone`}>
        {t('walkIn.phone')}
      </label>
      <PhoneInput
        id={`${id}-phone`}
        className={styles.input}
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        autoComplete="off"
        maxLength={20}
      />
      <label className={styles.label} htmlFor={`${id}-service`}>
        {t('walkIn.service')}
      </label>
      <select
        id={`${id}-service`}
        className={styles.input}
        value={chosen}
        onChange={(event) => setServiceId(Number(event.target.value))}
        disabled={!services.data}
      >
        {services.data?.map((service) => (
          <option key={service.serviceId} value={service.serviceId}>
            {service.name} · {service.price}
          </option>
        ))}
      </select>
      <p className={styles.muted}>{t('walkIn.anyStylist')}</p>
      <p className={result?.ok ? styles.success : styles.error} role={result?.ok ? 'status' : 'alert'} hidden={!result}>
        {result?.text}
      </p>
      <button type="submit" className={`btn btn-accent ${styles.wide}`} disabled={walkIn.isPending || !chosen}>
        {t('walkIn.submit')}
      </button>
    </form>
  );
}
