import '../locales';
import type { TPlace } from '@shine/shared/schemas/places';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { BriefcaseIcon, MapPinIcon, StarIcon, UserIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { usePlaceMutations } from '../api/places';
import { PLACE_KIND_IDS, PlaceForm, placeKindKey } from './place-form';
import styles from './places.module.css';

const KIND_ICON = { 4: UserIcon, 5: BriefcaseIcon, 6: StarIcon } as const;

/**
 * The customer's home, office and frequent place: each saved one with its two-tier address and the
 * salon that would come for a haircut at home; edit, delete, or add a missing kind. `onPick` (booking
 * at home) makes each place choosable.
 */
export function PlaceList({ places, onPick, pickedAttrId }: { places: TPlace[]; onPick?: (place: TPlace) => void; pickedAttrId?: number }) {
  const { t } = useTranslation('salons');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const { remove } = usePlaceMutations();
  const taken = places.map((p) => p.attrId);

  const del = (place: TPlace) => {
    const kind = t(placeKindKey(place.attrId));
    if (!window.confirm(t('placeDeleteConfirm', { kind }))) return;
    remove.mutate(place.id, {
      onSuccess: () => toast({ title: t('placeDeleted', { kind }), type: 'success' }),
      onError: (error) => toast({ title: error instanceof ApiError ? error.message : kind, type: 'error' }),
    });
  };

  return (
    <div className={styles.form}>
      <ul className={styles.list} data-testid="place-list">
        {places.map((place) => {
          const Icon = KIND_ICON[place.attrId as 4 | 5 | 6] ?? MapPinIcon;
          const kind = t(placeKindKey(place.attrId));
          return (
            <li key={place.id} className={styles.card} data-testid={`place-${place.attrId}`}>
              <div className={styles.cardHead}>
                <h3 className={styles.kind}>
                  <Icon size={18} /> {kind}
                </h3>
              </div>
              {editing === place.id ? (
                <PlaceForm place={place} takenKinds={taken} onDone={() => setEditing(null)} />
              ) : (
                <>
                  <p className={styles.text} data-testid="place-text">
                    {place.text}
                  </p>
                  {place.homeSalon ? (
                    <p className={styles.ok}>{t('placeHomeSalon', { name: place.homeSalon.name, minutes: place.homeSalon.travelMinutes })}</p>
                  ) : (
                    <p className={styles.warn}>{t('placeNoHomeSalon')}</p>
                  )}
                  <div className={styles.actions}>
                    {onPick && (
                      <button
                        type="button"
                        className={`btn ${pickedAttrId === place.attrId ? 'btn-accent' : 'btn-dark'} ${styles.small}`}
                        onClick={() => onPick(place)}
                        aria-pressed={pickedAttrId === place.attrId}
                        data-testid="place-pick"
                      >
                        <MapPinIcon size={16} /> {pickedAttrId === place.attrId ? t('placePicked') : t('placePick')}
                      </button>
                    )}
                    <button
                      type="button"
                      className={`btn btn-outline ${styles.small}`}
                      onClick={() => setEditing(place.id)}
                      aria-label={t('placeEditKind', { kind })}
                    >
                      {t('placeEdit')}
                    </button>
                    <button type="button" className={`btn btn-outline ${styles.small}`} onClick={() => del(place)} aria-label={t('placeDeleteKind', { kind })}>
                      {t('placeDelete')}
                    </button>
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {taken.length < PLACE_KIND_IDS.length &&
        (editing === 'new' ? (
          <div className={styles.card}>
            <PlaceForm takenKinds={taken} onDone={(saved) => (saved && onPick ? (setEditing(null), onPick(saved)) : setEditing(null))} />
          </div>
        ) : (
          <div className={styles.actions}>
            <button type="button" className={`btn btn-accent ${styles.small}`} onClick={() => setEditing('new')} data-testid="place-add">
              <MapPinIcon size={16} /> {t('placeAdd')}
            </button>
          </div>
        ))}
    </div>
  );
}
