import '../locales';
import { formatDateBook } from '@shine/shared/rules/dates';
import { zonedToday } from '@shine/shared/rules/time-zone';
import { useEffect, useMemo, useRef, useState } from 'react';
import { now } from '../../../lib/clock';
import { i18n, type Lang, useTranslation } from '../../../lib/i18n';
import { setServiceLang, useServiceLang } from '../../../lib/service-lang';
import { writeStorage } from '../../../lib/storage';
import { useStoredValue } from '../../../lib/use-hydrated';
import { useServiceList } from '../api/get-service-list';
import { allServices, canFinish, reconcileChosen } from '../model/catalogue';
import { SERVICE_DISPLAY_KEY, parseServiceDisplay, type ServiceDisplay } from '../model/prefs';
import { acceptSuggestion, findSuggestion, type Suggestion } from '../model/suggest';
import { toChosen, type ChosenCampaign, type ChosenService } from '../types';
import { ServiceDetail } from './service-detail';
import { ServiceList } from './service-list';
import { StickyBar } from './sticky-bar';
import { SuggestPopup } from './suggest-popup';
import styles from './service-step.module.css';

export interface ServiceStepProps {
  salonId: number;
  phone?: string;
  chosen: ChosenService[];
  onChosenChange(next: ChosenService[]): void;
  allowChange: boolean;
  onAllowChangeChange(v: boolean): void;
  /** The salon lets the customer continue with no service (allow-change checkbox, no suggest popup). */
  selectConsultation: boolean;
  campaign: ChosenCampaign | null;
  onOpenVouchers(): void;
  onDone(): void;
  /** Set: step 3, the detail of this service group. */
  detailGroupId: number | null;
  onOpenDetail(groupId: number | null): void;
}

/** Steps 2 (service list) and 3 (service detail) of the booking wizard, with the sticky bar and suggest popup. */
export function ServiceStep(props: ServiceStepProps) {
  const { salonId, phone, chosen, onChosenChange, detailGroupId, onOpenDetail } = props;
  // The kept choices apply from the render after hydration (the server renders the defaults).
  const [pickedDisplay, setDisplay] = useState<ServiceDisplay | null>(null);
  const storedDisplay = useStoredValue('local', SERVICE_DISPLAY_KEY);
  const lang = useServiceLang();
  const display = pickedDisplay ?? parseServiceDisplay(storedDisplay);
  const [discontinued, setDiscontinued] = useState(false);
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  // The VIE/ENG menu of these screens picks their language, whatever the site's.
  const { t: text } = useTranslation('services', { lng: lang });
  const { t: msg } = useTranslation('messages', { lng: lang });
  const texts = useMemo(() => ({ text, msg }), [text, msg]);

  const list = useServiceList({ salonId, phone, lang });
  const categories = useMemo(() => list.data?.data ?? [], [list.data]);
  const catalogue = useMemo(() => allServices(categories), [categories]);
  const catalogueChosen = useMemo(() => catalogue.map(toChosen), [catalogue]);

  // Names and prices follow the list just loaded; services no longer sold leave the selection.
  const latest = useRef({ chosen, onChosenChange });
  useEffect(() => {
    latest.current = { chosen, onChosenChange };
  });
  useEffect(() => {
    if (!list.data || list.isPlaceholderData) return;
    const result = reconcileChosen(latest.current.chosen, catalogue);
    if (result.changed) latest.current.onChosenChange(result.next);
    if (result.discontinued) setDiscontinued(true);
  }, [list.data, list.isPlaceholderData, catalogue]);

  const changeLang = (next: Lang) => {
    // The other language's texts (every namespace loaded so far) load first: the list stays on screen.
    void i18n.loadLanguages(next).then(() => setServiceLang(next));
  };
  const changeDisplay = (next: ServiceDisplay) => {
    setDisplay(next);
    writeStorage('local', SERVICE_DISPLAY_KEY, next);
  };

  const done = () => {
    if (!canFinish(chosen.length, props.allowChange)) return;
    const found = findSuggestion(list.data?.suggestRules ?? [], chosen, catalogue, props.selectConsultation);
    if (found) setSuggestion(found);
    else props.onDone();
  };

  const dateBook = useMemo(() => formatDateBook(zonedToday(now())), []);

  return (
    <div className={styles.step} lang={lang} data-testid="service-step">
      {detailGroupId !== null ? (
        <ServiceDetail
          key={`${detailGroupId}-${lang}`}
          salonId={salonId}
          groupId={detailGroupId}
          lang={lang}
          texts={texts}
          chosen={chosen}
          catalogue={catalogueChosen}
          onAdded={(next) => {
            onChosenChange(next);
            onOpenDetail(null);
          }}
        />
      ) : (
        <>
          <ServiceList
            list={list}
            categories={categories}
            lang={lang}
            onLangChange={changeLang}
            display={display}
            onDisplayChange={changeDisplay}
            texts={texts}
            chosen={chosen}
            catalogue={catalogueChosen}
            onChosenChange={onChosenChange}
            onOpenDetail={onOpenDetail}
            discontinued={discontinued}
          />
          <StickyBar
            texts={texts}
            salonId={salonId}
            dateBook={dateBook}
            chosen={chosen}
            onRemove={onChosenChange}
            allowChange={props.allowChange}
            onAllowChangeChange={props.onAllowChangeChange}
            selectConsultation={props.selectConsultation}
            campaign={props.campaign}
            onOpenVouchers={props.onOpenVouchers}
            onDone={done}
          />
        </>
      )}
      <SuggestPopup
        suggestion={suggestion}
        texts={texts}
        onClose={() => setSuggestion(null)}
        onSkip={() => {
          setSuggestion(null);
          props.onDone();
        }}
        onUse={(s) => {
          onChosenChange(acceptSuggestion(chosen, s, catalogue));
          setSuggestion(null);
          props.onDone();
        }}
      />
    </div>
  );
}
