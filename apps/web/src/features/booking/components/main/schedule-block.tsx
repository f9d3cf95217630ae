import '../../locales';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BACKUP_SALON_PROMPT_DELAY_MS, zonedNow } from '@shine/shared';
import { useTranslation } from '../../../../lib/i18n';
import { useHydrated } from '../../../../lib/use-hydrated';
import { now as clockNow } from '../../../../lib/clock';
import { useBooking } from '../../hooks/booking-context';
import { needsServices } from '../../model/booking-reducer';
import type { BlockState, HourBox, Stylist } from '../../model/booking-types';
import { flattenHours, hasExpired, isPickable } from '../../model/hour-rules';
import { Block } from './block';
import { DateSelect } from './date-select';
import { HourStrip } from './hour-strip';
import { StylistPicker } from './stylist-picker';
import styles from './schedule.module.css';

// Shown 5 s after the screen opens at the earliest: its code loads then too.
const StylistCard = lazy(() => import('./stylist-card'));
const BackupSuggestion = lazy(() => import('./backup-suggestion'));
// Issue 33: "Báo tôi khi có chỗ trống" under the strip, a chunk of its own (the /booking budget is nearly full).
const WaitlistOffer = lazy(() => import('./waitlist-offer'));

/** Block 3 'Chọn ngày, giờ & stylist': date dropdown, stylist picker (or the URL stylist's card), hours. */
export function ScheduleBlock({ blockState }: { blockState: BlockState }) {
  const { selection, schedule, ui, dispatch, url, today, track } = useBooking();
  const { t } = useTranslation('booking');
  const { t: m } = useTranslation('messages');
  const [nowMinutes, setNowMinutes] = useState(() => zonedNow(clockNow()).minutes);
  const [promptReady, setPromptReady] = useState(false);
  const hydrated = useHydrated();
  useEffect(() => {
    const timer = window.setTimeout(() => setPromptReady(true), BACKUP_SALON_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // view_schedule (spec §7): the hour strip was shown for this salon, date and stylist.
  const shown = schedule.hours.data !== undefined && !schedule.hours.isPlaceholderData;
  useEffect(() => {
    if (shown) track('view_schedule');
  }, [shown, selection.salonId, selection.dateBook, selection.stylistId, track]);

  const clock = { isToday: selection.dateBook === today, nowMinutes, source: url.source };
  const pickable = (hour: HourBox) => isPickable(hour, { ...clock, expiredHourIds: selection.expiredHourIds });
  const pickHour = (hour: HourBox) => {
    const now = zonedNow(clockNow()).minutes;
    setNowMinutes(now);
    if (hour.isFree && hasExpired(hour, { ...clock, nowMinutes: now })) {
      dispatch({ type: 'hourExpired', hourId: hour.hourId });
      return;
    }
    if (!pickable(hour)) return;
    track('select_time', { hour: hour.hour });
    dispatch({ type: 'hourChosen', hour, date: selection.dateBook });
  };
  const pickStylist = (stylist: Stylist | null) => {
    if (stylist?.isBusyToday && selection.dateBook === today) {
      dispatch({ type: 'modalOpened', modal: { kind: 'notice', notice: { kind: 'stylistBusy', date: today } } });
      return;
    }
    track('select_stylist', { stylistId: stylist?.staffId ?? 0 });
    dispatch({ type: 'stylistChosen', stylistId: stylist?.staffId ?? 0 });
  };

  const stylistList = schedule.stylists.data?.stylists;
  const urlStylist = selection.stylistFromUrl ? schedule.urlStylist.data?.info : undefined;
  const chosenStylist = urlStylist ?? stylistList?.find((s) => s.staffId === selection.stylistId);
  const hours = schedule.hours.data?.hourGroup;
  const pickableCount = hours ? flattenHours(hours).filter(pickable).length : 0;

  return (
    <Block index={3} title={m('booking.chooseDateHourStylist')} state={blockState} testId="block-schedule">
      {selection.salonId === 0 ? (
        <p className={styles.muted}>{m('booking.salonFirst')}</p>
      ) : (
        <div className={styles.stack}>
          <DateSelect dates={schedule.dates} />
          {urlStylist ? (
            <Suspense fallback={null}>
              <StylistCard stylist={urlStylist} onChange={() => pickStylist(null)} />
            </Suspense>
          ) : (
            <StylistPicker
              stylists={stylistList}
              loading={schedule.stylists.isLoading}
              selectedId={selection.stylistId}
              salonId={selection.salonId}
              onPick={pickStylist}
            />
          )}
          {needsServices(selection) ? (
            <p className={styles.muted}>{m('service.noneChosen')}</p>
          ) : schedule.isOff ? null : (
            <>
              <HourStrip
                groups={hours}
                loading={schedule.hours.isFetching || schedule.offLoading}
                selectedId={selection.hour?.hourId ?? null}
                isPickable={pickable}
                onPick={pickHour}
                highlighted={ui.warnings.hour > 0 && !selection.hour}
                hint={m('booking.hourRequired')}
              />
              {hours && pickableCount === 0 && !schedule.hours.isFetching && <p className={styles.muted}>{t('noHours')}</p>}
              {hydrated && hours && !schedule.hours.isFetching && (
                <Suspense fallback={null}>
                  <WaitlistOffer hours={hours} full={pickableCount === 0} nowMinutes={nowMinutes} stylist={chosenStylist ?? null} />
                </Suspense>
              )}
              {promptReady && (
                <Suspense fallback={null}>
                  <BackupSuggestion todayPickable={pickableCount} stylistName={chosenStylist?.staffName ?? null} />
                </Suspense>
              )}
            </>
          )}
        </div>
      )}
    </Block>
  );
}
