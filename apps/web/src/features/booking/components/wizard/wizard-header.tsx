import '../../locales';
import { isInAppSource, showsBackArrow, showsSalonInHeader, stepTitleKey } from '@shine/shared';
import { useTranslation } from '../../../../lib/i18n';
import { ChevronLeftIcon, MapPinIcon } from '../../../../components/ui/icons';
import { useServiceLang } from '../../../../lib/service-lang';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useBooking } from '../../hooks/booking-context';
import styles from './wizard-header.module.css';

/** Posts to the app hosting the site (React Native WebView or a parent frame): go to its home. */
function messageHostApp(): void {
  const payload = JSON.stringify({ type: 'GO_HOME' });
  const host = (window as Window & { ReactNativeWebView?: { postMessage: (message: string) => void } }).ReactNativeWebView;
  if (host) host.postMessage(payload);
  else window.parent.postMessage(payload, '*');
}

/** Title per step, back arrow (step > 0 and not 6), salon when step > 1, host-app home button at step 0. */
export function WizardHeader({ title }: { title?: string }) {
  const { selection, ui, dispatch, url, track } = useBooking();
  const { t } = useTranslation('booking');
  const { t: m } = useTranslation('messages');
  // Steps 2-5 speak the language of the service step's VIE/ENG menu; the others the site's. (No
  // suspension here: until that language's messages arrive, the site's title stands in.)
  const serviceLang = useServiceLang();
  const onServiceScreens = ui.step >= 2 && ui.step <= 5;
  const { t: serviceM, ready } = useTranslation('messages', { lng: serviceLang, useSuspense: false });
  const heading = title ?? (onServiceScreens && ready ? serviceM : m)(stepTitleKey(ui.step));
  useDocumentTitle(heading);
  const back = () => {
    track('click_back');
    dispatch({ type: 'back' });
  };

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        {showsBackArrow(ui.step) && !selection.booking ? (
          <button type="button" className={styles.icon} onClick={back} aria-label={t('back')} data-testid="wizard-back">
            <ChevronLeftIcon size={22} />
          </button>
        ) : (
          <span className={styles.spacer} />
        )}
        <div className={styles.titles}>
          <h1 className={styles.title}>{heading}</h1>
          {showsSalonInHeader(ui.step) && selection.salon && (
            <p className={styles.salon}>
              <MapPinIcon size={13} /> {selection.salon.name}
            </p>
          )}
        </div>
        {ui.step === 0 && isInAppSource(url.source) ? (
          <button type="button" className={styles.home} onClick={messageHostApp}>
            {t('hostHome')}
          </button>
        ) : (
          <span className={styles.spacer} />
        )}
      </div>
    </header>
  );
}
