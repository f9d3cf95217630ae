import type { TStaffMe } from '@shine/shared/schemas/floor';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useFloorDay, useVisitCommand } from '../api/floor-day';
import { useFloorEvents, useSalonQueue } from '../api/floor-events';
import { onStaffRefusal } from '../api/staff-session';
import { DevicePanel } from './device-panel';
import { ImageReportsPanel } from './image-reports-panel';
import type { FloorCommand } from '../model/visit-actions';
import { CheckInForm } from './check-in-form';
import { VisitCard } from './visit-card';
import { WalkInForm } from './walk-in-form';
import styles from './floor.module.css';

/** The salon's day for one staff member: check-in at the desk, and every booking by hour with its steps. */
export function FloorBoard({ me, salonId }: { me: TStaffMe; salonId: number }) {
  const { t } = useTranslation('floor');
  const { t: msg } = useTranslation('messages');
  const client = useQueryClient();
  const day = useFloorDay(salonId);
  useFloorEvents(salonId);
  const queue = useSalonQueue(salonId);
  const command = useVisitCommand(salonId);
  // The session ended on the server (idle lock, revoked tablet): back to the lock screen.
  useEffect(() => onStaffRefusal(client, day.error), [client, day.error]);
  const [mineOnly, setMineOnly] = useState(me.role === 'stylist' || me.role === 'skinner');
  const mine = (stylistId: number, skinnerId: number | null) => me.staffId !== null && (stylistId === me.staffId || skinnerId === me.staffId);

  const run = (next: FloorCommand) =>
    command.mutate(next, {
      onSuccess: () => toast({ title: t(`done.${next.action}`), type: 'success' }),
      onError: (cause) => {
        toast({ title: cause instanceof ApiError ? cause.message : msg('error.general'), type: 'error' });
        onStaffRefusal(client, cause);
      },
    });

  const hours = (day.data?.hours ?? [])
    .map((hour) => ({ ...hour, bookings: mineOnly ? hour.bookings.filter((visit) => mine(visit.stylist.id, visit.skinnerId)) : hour.bookings }))
    .filter((hour) => hour.bookings.length > 0);
  const count = hours.reduce((sum, hour) => sum + hour.bookings.length, 0);

  return (
    <div className={styles.board}>
      {(me.actions.includes('visit.checkIn') || me.actions.includes('device.enrol') || me.actions.includes('imageReport.resolve')) && (
        <aside className={styles.side}>
          {me.actions.includes('visit.checkIn') && <CheckInForm salonId={salonId} />}
          {me.actions.includes('walkIn.create') && <WalkInForm salonId={salonId} />}
          {me.actions.includes('imageReport.resolve') && <ImageReportsPanel salonId={salonId} />}
          {me.actions.includes('device.enrol') && me.deviceId === null && <DevicePanel salonId={salonId} />}
        </aside>
      )}
      <section className={styles.day} aria-labelledby="floor-day-title">
        <div className={styles.dayHead}>
          <h2 id="floor-day-title" className={styles.panelTitle}>
            {t('day.heading')} <span className={styles.muted}>({t('day.count', { count })})</span>
          </h2>
          {me.staffId !== null && (
            <label className={styles.toggle}>
              <input type="checkbox" checked={mineOnly} onChange={(event) => setMineOnly(event.target.checked)} />
              {t('day.mine')}
            </label>
          )}
        </div>
        {day.isPending ? (
          <p className={styles.muted}>…</p>
        ) : day.error ? (
          <p className={styles.error} role="alert">
            {day.error instanceof ApiError ? day.error.message : msg('error.general')}
          </p>
        ) : hours.length === 0 ? (
          <p className={styles.muted}>{t('day.empty')}</p>
        ) : (
          hours.map((hour) => (
            <div key={hour.hour} className={styles.hour}>
              <h3 className={styles.hourLabel}>{hour.hour}</h3>
              <ul className={styles.visits}>
                {hour.bookings.map((visit) => (
                  <VisitCard
                    key={visit.bookingId}
                    visit={visit}
                    salonId={salonId}
                    me={me}
                    busy={command.isPending}
                    onCommand={run}
                    forecast={queue.data?.queue.find((entry) => entry.bookingId === visit.bookingId)}
                  />
                ))}
              </ul>
            </div>
          ))
        )}
      </section>
    </div>
  );
}
