import '../locales';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { UserIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { Skeleton } from '../../../components/ui/skeleton';
import { getAccessToken } from '../../../lib/auth-token';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { openLogin, useCurrentUser } from '../../auth';
import { usePlaces } from '../api/get-places';
import { PlaceList } from '../components/place-list';
import styles from '../components/places.module.css';

/**
 * /save-location: the logged-in customer's home (4), office (5) and frequent place (6). Not logged in:
 * the login modal opens, and the page shows the places once the customer is back.
 */
export function SaveLocationPage() {
  const { t } = useTranslation('salons');
  const { t: tMain } = useTranslation();
  const title = tMain('pages.saveLocation');
  useDocumentTitle(title);
  const { isLoggedIn, isPending } = useCurrentUser();
  const places = usePlaces(isLoggedIn);

  // Not logged in (no stored token either: the first render after hydration has not read it yet): the
  // login modal; once logged in the page shows the places.
  useEffect(() => {
    if (!isPending && !isLoggedIn && !getAccessToken()) openLogin();
  }, [isPending, isLoggedIn]);

  return (
    <>
      <PageHero title={title}>
        <p className={styles.lead}>{t('placesLead')}</p>
      </PageHero>
      <section className={`container ${styles.page}`} data-testid="save-location">
        {isPending || (isLoggedIn && places.isPending) ? (
          <Skeleton height={220} radius={16} />
        ) : isLoggedIn ? (
          <>
            <PlaceList places={places.data ?? []} />
            <div className={styles.actions}>
              <Link to="/booking-at-home" className={`btn btn-outline ${styles.small}`}>
                {t('placeBookHome')}
              </Link>
            </div>
          </>
        ) : (
          <div className={styles.card}>
            <UserIcon size={32} />
            <p className={styles.text}>{t('placesLogin')}</p>
            <div className={styles.actions}>
              <button type="button" className={`btn btn-accent ${styles.small}`} onClick={() => openLogin()}>
                {tMain('common.login')}
              </button>
            </div>
          </div>
        )}
      </section>
    </>
  );
}
