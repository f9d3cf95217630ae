import '../locales';
import { formatVnd } from '@shine/shared';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { CalendarIcon, ClockIcon, MapPinIcon, ScissorsIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { Skeleton } from '../../../components/ui/skeleton';
import { RouteError } from '../../../components/ui/route-fallback';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHomeService } from '../api/home-service';
import styles from './home-haircut-page.module.css';

/** /cat-toc-tai-nha: the haircut-at-home service (what, price, area served, how) leading into /booking-at-home. */
export function HomeHaircutPage() {
  const { t } = useTranslation('salons');
  const { t: tMain } = useTranslation();
  const title = tMain('pages.homeHaircut');
  useDocumentTitle(title);
  const service = useHomeService();
  if (service.error) return <RouteError />;
  const data = service.data;
  const steps = [t('homeStep1'), t('homeStep2'), t('homeStep3'), t('homeStep4')];

  return (
    <>
      <PageHero title={title}>
        <p className={styles.lead}>{t('homeLead')}</p>
        <Link to="/booking-at-home" className="btn btn-accent" data-testid="home-cta-top">
          <CalendarIcon size={18} /> {t('homeCta')}
        </Link>
      </PageHero>
      <div className={`container ${styles.page}`} data-testid="home-haircut">
        <section className={styles.section} aria-labelledby="home-what">
          <h2 id="home-what" className={styles.heading}>
            {t('homeWhatTitle')}
          </h2>
          <p className={styles.text}>{t('homeWhat')}</p>
        </section>

        <section className={styles.section} aria-labelledby="home-price">
          <h2 id="home-price" className={styles.heading}>
            {t('homePriceTitle')}
          </h2>
          {!data ? (
            <Skeleton height={120} radius={12} />
          ) : (
            <>
              <p className={styles.text} data-testid="home-price">
                {t('homePrice', { price: formatVnd(data.priceFrom) })}
              </p>
              <ul className={styles.prices}>
                {data.services.map((s) => (
                  <li key={s.serviceId}>
                    <span>
                      <ScissorsIcon size={16} /> {s.name}
                    </span>
                    <span className={styles.muted}>{t('homeServiceMinutes', { minutes: s.timeServe })}</span>
                    <strong>{formatVnd(s.price)}</strong>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>

        <section className={styles.section} aria-labelledby="home-area">
          <h2 id="home-area" className={styles.heading}>
            {t('homeAreaTitle')}
          </h2>
          <p className={styles.text}>{t('homeAreaLead')}</p>
          {!data ? (
            <Skeleton height={160} radius={12} />
          ) : (
            <ul className={styles.areas} data-testid="home-areas">
              {data.areas.map((area) => (
                <li key={area.salonId} className={styles.area}>
                  <strong>
                    {area.cityName} · {area.salonName}
                  </strong>
                  <span className={styles.muted}>
                    <MapPinIcon size={14} /> {area.address}
                  </span>
                  <span>{area.kind === 'radius' ? t('homeAreaRadius', { km: area.radiusKm ?? 0 }) : t('homeAreaWards', { wards: area.wards.join(', ') })}</span>
                  <span className={styles.muted}>
                    <ClockIcon size={14} /> {t('homeAreaTravel', { minutes: area.travelMinutes })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className={styles.section} aria-labelledby="home-how">
          <h2 id="home-how" className={styles.heading}>
            {t('homeHowTitle')}
          </h2>
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div className={styles.actions}>
            <Link to="/booking-at-home" className="btn btn-accent" data-testid="home-cta">
              <CalendarIcon size={18} /> {t('homeCta')}
            </Link>
            <Link to="/save-location" className="btn btn-outline">
              <MapPinIcon size={18} /> {t('homeSeePlaces')}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
