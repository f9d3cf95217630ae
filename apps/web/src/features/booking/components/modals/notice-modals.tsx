import '../../locales';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/i18n';
import { Modal } from '../../../../components/ui/modal';
import { salonQueryOptions, useSalon } from '../../api/get-salon';
import { useBooking } from '../../hooks/booking-context';
import { displayDate } from '../../../../lib/date-book';
import { dayWordKey } from '../../model/date-label';
import type { BackupChoice, LinkNotice, MoveSalon, Notice } from '../../model/booking-actions';
import { toSalonSummary } from '../../model/salon-summary';
import styles from './popups.module.css';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Stylist busy / salon full notices (spec §8) with 'ĐỒNG Ý'. */
export function BusyNotice({ notice, stripKey }: { notice: Notice; stripKey?: string }) {
  const { dispatch, today } = useBooking();
  const { t: m } = useTranslation('messages');
  const key = dayWordKey(today, notice.date);
  const day = key ? m(key).toLowerCase() : displayDate(notice.date);
  const text = notice.kind === 'stylistBusy' ? m('booking.stylistBusy', { day }) : m('booking.salonFull', { day: capitalise(day) });
  return <AgreeNotice text={text} testId="busy-notice" onClose={() => dispatch({ type: 'modalClosed', kind: 'notice', key: stripKey })} />;
}

/** What the link asked for is not available (salon, stylist, services no longer sold): told once, then choose again. */
export function LinkNoticeModal({ about }: { about: LinkNotice }) {
  const { dispatch } = useBooking();
  const { t } = useTranslation('booking');
  const { t: m } = useTranslation('messages');
  const text = about === 'services' ? m('service.discontinued') : about === 'stylist' ? t('linkStylistUnavailable') : t('linkSalonUnavailable');
  return <AgreeNotice text={text} testId="link-notice" onClose={() => dispatch({ type: 'modalClosed', kind: 'linkNotice' })} />;
}

/** 'Thông báo' with one sentence and 'ĐỒNG Ý' (spec §8). */
function AgreeNotice({ text, testId, onClose }: { text: string; testId: string; onClose: () => void }) {
  const { t } = useTranslation('booking');
  const { t: m } = useTranslation('messages');
  return (
    <Modal
      open
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
export function MoveSalonModal({ move }: { move: MoveSalon }) {
  const { selection, dispatch } = useBooking();
  const { t } = useTranslation('booking');
  const salon = useSalon(move.salonId);
  const answer = (accept: boolean) => dispatch({ type: 'moveSalonAnswered', move, accept });
  return (
    <Modal
      open
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
      <p className={styles.text}>{t('moveSalonText', { date: displayDate(selection.dateBook), name: move.stylistName, salon: salon.data?.name ?? '…' })}</p>
    </Modal>
  );
}

/** Backup-salon confirm 'ANH CHẮC CHẮN CHỌN SALON {name}': HỦY keeps the salon, TIẾP TỤC switches. */
export function BackupConfirmModal({ choice }: { choice: BackupChoice }) {
  const { selection, dispatch, track } = useBooking();
  const { t: m } = useTranslation('messages');
  const queryClient = useQueryClient();
  const confirm = async () => {
    const salon = await queryClient.fetchQuery(salonQueryOptions(choice.salonId)).catch(() => null);
    if (!salon) return dispatch({ type: 'modalClosed', kind: 'backupChoice' });
    track('confirm_backup_salon', { backupSalonId: choice.salonId });
    dispatch({ type: 'backupConfirmed', salon: toSalonSummary(salon), hour: choice.hour, date: selection.dateBook });
  };
  return (
    <Modal
      open
      onClose={() => dispatch({ type: 'modalClosed', kind: 'backupChoice' })}
      title={m('booking.confirmBackupSalon', { name: choice.name })}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={() => dispatch({ type: 'modalClosed', kind: 'backupChoice' })}>
            {m('booking.backupCancel')}
          </button>
          <button type="button" className="btn btn-accent" onClick={() => void confirm()}>
            {m('booking.backupContinue')}
          </button>
        </>
      }
    >
      <p className={styles.text}>
        {choice.hour.hour} · {displayDate(selection.dateBook)}
      </p>
    </Modal>
  );
}
