import '../../locales';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/i18n';
import { Modal } from '../../../../components/ui/modal';
import { salonQueryOptions, useSalon } from '../../api/get-salon';
import { useBooking } from '../../hooks/booking-context';
import { dayWordKey, displayDate } from '../../model/date-label';
import { toSalonSummary } from '../../model/salon-summary';
import styles from './popups.module.css';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Stylist busy / salon full notices (spec §8) with 'ĐỒNG Ý'. */
export function BusyNotice() {
  const { state, dispatch, today } = useBooking();
  const { t: m } = useTranslation('messages');
  const notice = state.notice;
  const key = notice ? dayWordKey(today, notice.date) : null;
  const day = notice ? (key ? m(key).toLowerCase() : displayDate(notice.date)) : '';
  const text = notice?.kind === 'stylistBusy' ? m('booking.stylistBusy', { day }) : m('booking.salonFull', { day: capitalise(day) });
  return <AgreeNotice open={notice !== null} text={text} testId="busy-notice" onClose={() => dispatch({ type: 'noticeClosed' })} />;
}

/** What the link asked for is not available (salon, stylist, services no longer sold): told once, then choose again. */
export function LinkNoticeModal() {
  const { state, dispatch } = useBooking();
  const { t } = useTranslation('booking');
  const { t: m } = useTranslation('messages');
  const kind = state.linkNotice;
  const text = kind === 'services' ? m('service.discontinued') : kind === 'stylist' ? t('linkStylistUnavailable') : t('linkSalonUnavailable');
  return <AgreeNotice open={kind !== null} text={text} testId="link-notice" onClose={() => dispatch({ type: 'linkNoticeClosed' })} />;
}

/** 'Thông báo' with one sentence and 'ĐỒNG Ý' (spec §8). */
function AgreeNotice({ open, text, testId, onClose }: { open: boolean; text: string; testId: string; onClose: () => void }) {
  const { t } = useTranslation('booking');
  const { t: m } = useTranslation('messages');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('noticeTitle')}
      footer={
        <button type="button" className="btn btn-accent" onClick={onClose}>
          {m('booking.agree')}
        </button>
      }
    >
      <p className={styles.text} data-testid={testId}>
        {text}
      </p>
    </Modal>
  );
}

/** Move-salon popup: the URL stylist works elsewhere that day; accept books him there. */
export function MoveSalonModal() {
  const { state, dispatch } = useBooking();
  const { t } = useTranslation('booking');
  const move = state.moveSalon;
  const salon = useSalon(move?.salonId ?? 0);
  const answer = (accept: boolean) => dispatch({ type: 'moveSalonAnswered', accept });
  return (
    <Modal
      open={move !== null}
      onClose={() => answer(false)}
      title={t('moveSalonTitle')}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={() => answer(false)}>
            {t('moveSalonDecline')}
          </button>
          <button type="button" className="btn btn-accent" onClick={() => answer(true)}>
            {t('moveSalonAccept')}
          </button>
        </>
      }
    >
      <p className={styles.text}>
        {t('moveSalonText', { date: displayDate(state.dateBook), name: move?.stylistName ?? '', salon: salon.data?.name ?? '…' })}
      </p>
    </Modal>
  );
}

/** Backup-salon confirm 'ANH CHẮC CHẮN CHỌN SALON {name}': HỦY keeps the salon, TIẾP TỤC switches. */
export function BackupConfirmModal() {
  const { state, dispatch, track } = useBooking();
  const { t: m } = useTranslation('messages');
  const queryClient = useQueryClient();
  const choice = state.backupChoice;
  const confirm = async () => {
    if (!choice) return;
    const salon = await queryClient.fetchQuery(salonQueryOptions(choice.salonId)).catch(() => null);
    if (!salon) return dispatch({ type: 'backupCancelled' });
    track('confirm_backup_salon', { backupSalonId: choice.salonId });
    dispatch({ type: 'backupConfirmed', salon: toSalonSummary(salon) });
  };
  return (
    <Modal
      open={choice !== null}
      onClose={() => dispatch({ type: 'backupCancelled' })}
      title={m('booking.confirmBackupSalon', { name: choice?.name ?? '' })}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={() => dispatch({ type: 'backupCancelled' })}>
            {m('booking.backupCancel')}
          </button>
          <button type="button" className="btn btn-accent" onClick={() => void confirm()}>
            {m('booking.backupContinue')}
          </button>
        </>
      }
    >
      <p className={styles.text}>
        {choice?.hour.hour} · {displayDate(state.dateBook)}
      </p>
    </Modal>
  );
}
