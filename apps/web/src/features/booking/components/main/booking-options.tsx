import '../../locales';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { Modal } from '../../../../components/ui/modal';
import { useBooking } from '../../hooks/booking-context';
import { SwitchRow } from './switch-row';
import styles from './options.module.css';

/**
 * Extras sent with the booking (spec §4 "Extras"): multi-person switch (numberPersons 2 / 0, where the
 * salon takes groups) and the advice switch, whose turning off asks how much advice is wanted.
 */
export default function BookingOptions() {
  const { selection, dispatch, today, track } = useBooking();
  const { t } = useTranslation('booking');
  const [askAdvice, setAskAdvice] = useState(false);
  const many = selection.salon?.bookManyPeople;
  const groupsTaken = many === 'all' || (many === 'notToday' && selection.dateBook !== today);
  if (!selection.salon) return null;

  const setAdvice = (receiveAdvice: boolean, littleAdvice: boolean) => {
    track('change_advice', { receiveAdvice, littleAdvice });
    dispatch({ type: 'adviceChanged', receiveAdvice, littleAdvice });
    setAskAdvice(false);
  };

  return (
    <section className={styles.card}>
      <h2 className={styles.heading}>{t('optionsTitle')}</h2>
      {groupsTaken && (
        <SwitchRow
          label={t('multiPerson')}
          hint={t('multiPersonHint')}
          checked={selection.numberPersons > 0}
          onChange={(on) => dispatch({ type: 'multiPersonChanged', on })}
          testId="switch-persons"
        />
      )}
      <SwitchRow
        label={selection.littleAdvice ? `${t('advice')} (${t('adviceLittle').toLowerCase()})` : t('advice')}
        hint={t('adviceHint')}
        checked={selection.receiveAdvice}
        onChange={(on) => (on ? setAdvice(true, false) : setAskAdvice(true))}
        testId="switch-advice"
      />
      <Modal
        open={askAdvice}
        onClose={() => setAskAdvice(false)}
        title={t('adviceTitle')}
        footer={
          <>
            <button type="button" className="btn btn-outline" onClick={() => setAdvice(false, false)}>
              {t('adviceNone')}
            </button>
            <button type="button" className="btn btn-accent" onClick={() => setAdvice(true, true)}>
              {t('adviceLittle')}
            </button>
          </>
        }
      >
        <p>{t('adviceText')}</p>
      </Modal>
    </section>
  );
}
