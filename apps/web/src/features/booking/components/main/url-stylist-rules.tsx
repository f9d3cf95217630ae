import '../../locales';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/i18n';
import { Modal } from '../../../../components/ui/modal';
import type { StylistBookingData } from '../../api/get-stylist-booking-data';
import { useBooking } from '../../hooks/booking-context';
import { useUrlStylistRules } from '../../hooks/use-url-stylist';

/** Loaded only with a stylist in the URL: his rules, and the notice when he is busy today (spec §4). */
export default function UrlStylistRules({ query }: { query: UseQueryResult<StylistBookingData> }) {
  const { t } = useTranslation('booking');
  const { t: m } = useTranslation('messages');
  const rules = useUrlStylistRules(query);
  const { modal } = useBooking();
  return (
    <Modal
      open={modal?.kind === 'stylistBusyToday'}
      onClose={rules.closeBusy}
      title={m('booking.stylistBusyToday')}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={rules.closeBusy}>
            {t('cancel')}
          </button>
          <button type="button" className="btn btn-accent" onClick={rules.chooseAnother}>
            {m('booking.chooseAnotherStylist')}
          </button>
        </>
      }
    >
      <p>{m('booking.stylistBusyTodayHint')}</p>
    </Modal>
  );
}
