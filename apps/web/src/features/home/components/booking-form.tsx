import { ERROR_TOAST_MS, HOME_PHONE_INPUT_MAX_LENGTH } from '@shine/shared/rules/constants';
import { formatPhone, normalizePhone } from '@shine/shared/rules/phone';
import { validateHomePhone } from '@shine/shared/rules/phone-validation';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { ArrowRightIcon, StarIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { useInApp } from '../../../lib/layout-mode';
import { track } from '../../../lib/tracking';
import { useCurrentUser } from '../../auth';
import { consentNeeded, readConsentedPhone } from '../consent';
import styles from './booking-form.module.css';
import { PhoneInput } from '../../../components/ui/phone-input';

const ConsentModal = lazy(() => import('./consent-modal').then((module) => ({ default: module.ConsentModal })));

/**
 * Phone booking block of the home page and the service-rating prompt (spec §2 Home, §4 Home form and
 * consent, §5 Home phone): a valid phone goes to /booking, through the privacy consent when needed.
 */
export function BookingForm({ overlap }: { overlap: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const inApp = useInApp();
  const { user } = useCurrentUser();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // What the customer typed; until then a logged-in customer's own phone (spec §4).
  const [typed, setPhone] = useState<string | null>(null);
  const phone = typed ?? (user ? formatPhone(normalizePhone(user.phoneNumber)) : '');
  const [invalid, setInvalid] = useState(false);
  const [consentFor, setConsentFor] = useState<string | null>(null);

  useEffect(() => {
    // What the customer typed into the server's page before the scripts ran is his, not React's: keep it.
    const early = input.current?.value;
    if (early) onChange(early);
    input.current?.focus({ preventScroll: true });
  }, []);

  const onChange = (value: string) => {
    // Spec sections 5 and 9: a value is accepted while shorter than 13 characters, shown 4-3-3 with dots.
    if (value.length > HOME_PHONE_INPUT_MAX_LENGTH) return;
    setPhone(formatPhone(value));
    setInvalid(false);
  };

  const goToBooking = (digits: string) => void navigate(`/booking?phone=${digits}`);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateHomePhone(phone);
    if (problem) {
      setInvalid(true);
      input.current?.focus();
      // The spec's messages load on first use, not with the home bundle.
      await i18n.loadNamespaces('messages');
      toast({ title: t('error.title', { ns: 'messages' }), message: t(problem, { ns: 'messages' }), type: 'error', duration: ERROR_TOAST_MS });
      return;
    }
    const digits = normalizePhone(phone);
    track({ pageId: 'home', eventId: 'home_booking_submit', data: { phone: digits } });
    const userAgreed = Boolean(user?.agreeProtectPersonalInfo);
    if (consentNeeded({ phone: digits, consentedPhone: readConsentedPhone(), userAgreed, inApp })) setConsentFor(digits);
    else goToBooking(digits);
  };

  return (
    <section className={`container ${styles.wrap} ${overlap ? styles.overlap : ''}`}>
      {/* Before the scripts run, the form itself takes the phone to the booking page (spec §4: /booking?phone=…). */}
      <form className={styles.booking} action="/booking" method="get" onSubmit={(event) => void onSubmit(event)} noValidate>
        <h1 className={styles.eyebrow}>{t('home.heading')}</h1>
        <h2 className={styles.title}>{t('home.bookingTitle')}</h2>
        <p className={styles.subtitle}>{t('home.bookingSubtitle')}</p>
        <div className={styles.row}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('home.phoneLabel')}
          </label>
          <PhoneInput
            ref={input}
            id={inputId}
            name="phone"
            className={`${styles.input} ${invalid ? styles.invalid : ''}`}
            placeholder={t('home.phonePlaceholder')}
            value={phone}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={invalid}
            data-testid="home-phone"
          />
          <button type="submit" className={`btn btn-accent ${styles.submit}`}>
            {t('common.bookNow')}
          </button>
        </div>
      </form>
      <Link to="/lich-su-cat" className={styles.rating}>
        <span className={styles.stars} aria-hidden="true">
          {Array.from({ length: 5 }, (_, index) => (
            <StarIcon key={index} size={18} />
          ))}
        </span>
        <strong>{t('home.ratingTitle')}</strong>
        <span className={styles.ratingText}>{t('home.ratingText')}</span>
        <ArrowRightIcon size={20} className={styles.ratingArrow} />
      </Link>
      {consentFor && (
        <Suspense fallback={null}>
          <ConsentModal key={consentFor} phone={consentFor} onDone={() => goToBooking(consentFor)} />
        </Suspense>
      )}
    </section>
  );
}
