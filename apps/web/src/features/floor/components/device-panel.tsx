import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useEnrolThisTablet, useRevokeDevice, useSalonDevices } from '../api/devices';
import { useTablet, writeTablet } from '../model/device-key';
import styles from './floor.module.css';

/**
 * A manager's tablets of his salon: enrol this browser as one (then staff unlock it with their PIN), see the
 * others, revoke a lost or replaced one (its next request is refused).
 */
export function DevicePanel({ salonId }: { salonId: number }) {
  const { t } = useTranslation('floor');
  const { t: msg } = useTranslation('messages');
  const id = useId();
  const devices = useSalonDevices(salonId);
  const enrol = useEnrolThisTablet(salonId);
  const revoke = useRevokeDevice(salonId);
  const tablet = useTablet();
  const [error, setError] = useState<string | null>(null);
  const fail = (cause: Error) => setError(cause instanceof ApiError ? cause.message : msg('error.general'));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (!name) return setError(t('tablet.nameMissing'));
    setError(null);
    enrol.mutate(name, { onError: fail });
  };

  const live = (devices.data ?? []).filter((device) => !device.revokedAt);
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="device-panel">
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {t('tablet.heading')}
      </h2>
      {tablet?.salonId === salonId && (devices.isPending || live.some((device) => device.id === tablet.id)) ? (
        <p className={styles.success} role="status">
          {t('tablet.thisOne', { name: tablet.name })}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className={styles.stack}>
          <label className={styles.label} htmlFor={`${id}-name`}>
            {t('tablet.name')}
          </label>
          <input id={`${id}-name`} className={styles.input} name="name" maxLength={60} placeholder={t('tablet.namePlaceholder')} required />
          <button type="submit" className={`btn btn-accent ${styles.wide}`} disabled={enrol.isPending}>
            {t('tablet.enrol')}
          </button>
        </form>
      )}
      <p className={styles.error} role="alert" hidden={!error}>
        {error}
      </p>
      {live.length > 0 && (
        <ul className={styles.deviceList}>
          {live.map((device) => (
            <li key={device.id} className={styles.device}>
              <span>{device.name}</span>
              <button
                type="button"
                className={`btn btn-outline ${styles.action}`}
                disabled={revoke.isPending}
                aria-label={t('tablet.revokeNamed', { name: device.name })}
                onClick={() =>
                  revoke.mutate(device.id, {
                    onSuccess: () => tablet?.id === device.id && writeTablet(null),
                    onError: fail,
                  })
                }
              >
                {t('tablet.revoke')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
