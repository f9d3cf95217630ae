import '../../locales/later';
import { useTranslation } from '../../../../lib/i18n';
import { showSpin } from '../../../../lib/spin-store';
import { useStylists } from '../../api/get-stylists';
import { useBooking } from '../../hooks/booking-context';
import { useGoSuccess } from '../../hooks/use-go-success';
import { useUploadExtension } from '../../hooks/use-upload-extension';
import { displayDate } from '../../../../lib/date-book';
import { SwitchRow } from '../main/switch-row';
import { PhotoSlots } from './photo-slots';
import styles from './extension.module.css';

/**
 * Step 6 'Chia sẻ mong muốn' (spec §2 extension panel): photos, skinner, note and photo consent for
 * the booking just made. 'Bỏ qua' goes to the success page; 'Hoàn tất' uploads first.
 */
export default function ExtensionStep() {
  const { selection, dispatch, track } = useBooking();
  const { t } = useTranslation('bookingLater');
  const { t: m } = useTranslation('messages');
  const goSuccess = useGoSuccess();
  const extension = useUploadExtension();
  const sending = extension.isPending;
  const booking = selection.booking;
  const staff = useStylists({ salonId: booking?.salonId ?? selection.salonId, workDate: selection.dateBook, customerPhone: selection.phone });
  if (!booking) return null;
  const waitingOtp = booking.isUseOtp && !selection.otpVerified;

  const leave = async (upload: boolean) => {
    if (waitingOtp) return dispatch({ type: 'modalOpened', modal: { kind: 'otp' } });
    if (extension.inFlight()) return;
    track(upload ? 'finish_extension' : 'skip_extension');
    if (!upload) return goSuccess();
    showSpin(true);
    try {
      if (await extension.upload(booking.bookingId)) goSuccess();
    } finally {
      showSpin(false);
    }
  };

  return (
    <div className={styles.step} data-testid="extension-step">
      <div className={`${styles.banner} ${waitingOtp ? styles.bannerWait : ''}`}>
        <strong>{waitingOtp ? t('otpPending') : m('booking.createSuccess')}</strong>
        <span>{t('bookedAt', { hour: booking.hourBook, date: displayDate(booking.dateBook), salon: booking.salonName })}</span>
        {waitingOtp && (
          <button type="button" className="btn btn-accent" onClick={() => dispatch({ type: 'modalOpened', modal: { kind: 'otp' } })}>
            {t('enterOtp')}
          </button>
        )}
      </div>
      <p className={styles.lead}>{t('extensionLead')}</p>
      <section className={styles.section}>
        <h2>{t('photosTitle')}</h2>
        <p className={styles.hint}>{t('photosHint')}</p>
        <PhotoSlots />
      </section>
      <section className={styles.section}>
        <label className={styles.field}>
          <span>{t('skinnerTitle')}</span>
          <select
            className={styles.input}
            value={selection.skinnerId}
            onChange={(event) => dispatch({ type: 'extensionChanged', patch: { skinnerId: Number(event.target.value) } })}
            data-testid="skinner-select"
          >
            <option value={0}>{t('anySkinner')}</option>
            {staff.data?.skinners.map((skinner) => (
              <option key={skinner.staffId} value={skinner.staffId}>
                {skinner.staffName}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('noteTitle')}</span>
          <textarea
            className={styles.input}
            rows={3}
            maxLength={500}
            value={selection.note}
            placeholder={t('notePlaceholder')}
            onChange={(event) => dispatch({ type: 'extensionChanged', patch: { note: event.target.value } })}
            data-testid="booking-note"
          />
        </label>
        <SwitchRow
          label={t('acceptPhoto')}
          checked={selection.acceptMakePhoto}
          onChange={(on) => dispatch({ type: 'extensionChanged', patch: { acceptMakePhoto: on } })}
        />
        <SwitchRow label={t('shave')} checked={selection.muonCaoMat} onChange={(on) => dispatch({ type: 'extensionChanged', patch: { muonCaoMat: on } })} />
      </section>
      <div className={styles.actions}>
        <button type="button" className="btn btn-outline" onClick={() => void leave(false)} disabled={sending}>
          {m('step.button.skip')}
        </button>
        <button type="button" className="btn btn-accent" onClick={() => void leave(true)} disabled={sending} data-testid="finish-extension">
          {m('step.button.finish')}
        </button>
      </div>
    </div>
  );
}
