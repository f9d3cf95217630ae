import '../locales';
import { PLACE_STREET_MAX, PLACE_STREET_MIN } from '@shine/shared/rules/constants';
import type { TAddressSuggestion, TPlace } from '@shine/shared/schemas/places';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { MapPinIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { useAddressSuggestions, usePlaceMutations } from '../api/places';
import styles from './places.module.css';

export const PLACE_KIND_IDS = [4, 5, 6] as const;
export const placeKindKey = (attrId: number) => `placeKind${attrId}` as 'placeKind4' | 'placeKind5' | 'placeKind6';

type Point = { latitude: number; longitude: number };
type Errors = { street?: string; location?: string; form?: string };

/** The typed text once it has stopped changing for `ms` (the autocomplete asks once per pause). */
function useDebounced(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Add or edit one saved place: the kind (new places), street, then a ward from the autocomplete over
 * the shipped address data (new or former names) or the current location. Field messages come first
 * from the same limits the server checks; the server's answer is shown when it still refuses.
 */
export function PlaceForm({ place, takenKinds, onDone }: { place?: TPlace; takenKinds: number[]; onDone: (saved?: TPlace) => void }) {
  const { t } = useTranslation('salons');
  const { t: m } = useTranslation('messages');
  const id = useId();
  const freeKinds = PLACE_KIND_IDS.filter((k) => !takenKinds.includes(k));
  const [attrId, setAttrId] = useState<number>(place?.attrId ?? freeKinds[0] ?? 4);
  const [street, setStreet] = useState(place?.street ?? place?.text ?? '');
  const [ward, setWard] = useState<{ wardId: number; label: string } | null>(
    place?.wardId && place.wardLabel ? { wardId: place.wardId, label: place.wardLabel } : null,
  );
  const [query, setQuery] = useState('');
  const [point, setPoint] = useState<Point | null>(null);
  const [locating, setLocating] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const settled = useDebounced(query, 500);
  const suggestions = useAddressSuggestions(settled);
  const { save } = usePlaceMutations();

  const pick = (s: TAddressSuggestion) => {
    setWard({ wardId: s.wardId, label: s.label });
    setQuery('');
    setErrors((e) => ({ ...e, location: undefined }));
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setErrors((e) => ({ ...e, location: m('salon.noneNearYou') }));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setPoint({ latitude: coords.latitude, longitude: coords.longitude });
        setErrors((e) => ({ ...e, location: undefined }));
      },
      (error) => {
        setLocating(false);
        setErrors((e) => ({ ...e, location: m(error.code === error.PERMISSION_DENIED ? 'salon.locationDenied' : 'salon.noneNearYou') }));
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = street.trim();
    const next: Errors = {};
    if (trimmed === '') next.street = t('placeStreetRequired');
    else if (trimmed.length < PLACE_STREET_MIN || trimmed.length > PLACE_STREET_MAX)
      next.street = t('placeStreetLength', { min: PLACE_STREET_MIN, max: PLACE_STREET_MAX });
    if (!ward && !point) next.location = m('place.locationRequired');
    setErrors(next);
    if (next.street || next.location) return;
    save.mutate(
      { id: place?.id, attrId, street: trimmed, ...(ward ? { wardId: ward.wardId } : {}), ...(point ?? {}) },
      {
        onSuccess: (saved) => {
          toast({ title: t('placeSaved', { kind: t(placeKindKey(saved.attrId)) }), type: 'success' });
          onDone(saved);
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.message : m('booking.createFailedTitle');
          if (error instanceof ApiError && (error.code === 'OUTSIDE_VIETNAM' || error.code === 'LOCATION_REQUIRED')) setErrors({ location: message });
          else setErrors({ form: message });
        },
      },
    );
  };

  const list = settled.trim().length >= 2 && query.trim().length >= 2 ? (suggestions.data ?? []) : [];
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="place-form">
      {!place && (
        <fieldset className={styles.kinds}>
          <legend className={styles.legend}>{t('placeKind')}</legend>
          {PLACE_KIND_IDS.map((kind) => (
            <label key={kind} className={styles.kindOption}>
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind}
                checked={attrId === kind}
                disabled={takenKinds.includes(kind)}
                onChange={() => setAttrId(kind)}
              />
              {t(placeKindKey(kind))}
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-street`}>{t('placeStreet')}</label>
        <input
          className={styles.input}
          id={`${id}-street`}
          value={street}
          onChange={(e) => setStreet(e.target.value)}
          placeholder={t('placeStreetHint')}
          maxLength={PLACE_STREET_MAX + 20}
          autoComplete="street-address"
          aria-invalid={Boolean(errors.street)}
          aria-describedby={errors.street ? `${id}-street-error` : undefined}
        />
        {errors.street && (
          <p id={`${id}-street-error`} className={styles.error} role="alert">
            {errors.street}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-ward`}>{t('placeWard')}</label>
        {ward && (
          <p className={styles.chosen} data-testid="place-ward">
            <MapPinIcon size={16} /> {ward.label}
          </p>
        )}
        <input
          className={styles.input}
          id={`${id}-ward`}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('placeWardHint')}
          autoComplete="off"
          role="combobox"
          aria-expanded={list.length > 0}
          aria-controls={`${id}-ward-list`}
          aria-invalid={Boolean(errors.location)}
          aria-describedby={errors.location ? `${id}-location-error` : undefined}
        />
        {list.length > 0 && (
          <ul id={`${id}-ward-list`} className={styles.suggestions} role="listbox" aria-label={t('placeWard')}>
            {list.map((s) => (
              <li key={s.wardId} role="option" aria-selected={ward?.wardId === s.wardId}>
                <button type="button" className={styles.suggestion} onClick={() => pick(s)} data-testid="ward-suggestion">
                  <strong>{s.label}</strong>
                  {s.formerNames.length > 0 && <small className={styles.muted}>{t('placeFormer', { names: s.formerNames.join(', ') })}</small>}
                </button>
              </li>
            ))}
          </ul>
        )}
        {settled.trim().length >= 2 && query.trim().length >= 2 && suggestions.isSuccess && list.length === 0 && (
          <p className={styles.muted}>{t('placeWardNone')}</p>
        )}
        <div className={styles.actions}>
          <button type="button" className={`btn btn-outline ${styles.small}`} onClick={locate} disabled={locating}>
            <MapPinIcon size={16} /> {locating ? t('placeLocating') : t('placeUseLocation')}
          </button>
        </div>
        {point && <p className={styles.ok}>{t('placeLocated')}</p>}
        {errors.location && (
          <p id={`${id}-location-error`} className={styles.error} role="alert">
            {errors.location}
          </p>
        )}
      </div>
      {errors.form && (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={`btn btn-accent ${styles.small}`} disabled={save.isPending} data-testid="place-save">
          {t('placeSave')}
        </button>
        <button type="button" className={`btn btn-outline ${styles.small}`} onClick={() => onDone()}>
          {t('placeCancel')}
        </button>
      </div>
    </form>
  );
}
