import type { TService, TServiceCategory } from '@shine/shared/schemas/catalog';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { ClockIcon } from '../../../components/ui/icons';
import { bookServiceHref } from '../model/links';
import styles from './collections.module.css';

/** Categories > groups > services, as the booking picker shows them; each service books with itself chosen. */
export function ServiceCatalogue({ categories }: { categories: TServiceCategory[] }) {
  return (
    <div className={styles.catalogue}>
      {categories.map((category) => (
        <CategorySection key={category.categoryId} category={category} />
      ))}
    </div>
  );
}

function CategorySection({ category }: { category: TServiceCategory }) {
  // Headings stay in order: a service is an h3 when its group has no heading of its own.
  const grouped = category.serviceGroups.length > 1;
  return (
    <section aria-labelledby={`category-${category.categoryId}`} className={styles.category}>
      <h2 id={`category-${category.categoryId}`} className={styles.sectionTitle}>
        {category.categoryName}
      </h2>
      {category.serviceGroups.map((group) => (
        <div key={group.groupId} className={styles.group}>
          {grouped && <h3 className={styles.groupTitle}>{group.groupName}</h3>}
          <ul className={styles.serviceGrid}>
            {group.services.map((service) => (
              <ServiceCard key={service.serviceId} service={service} heading={grouped ? 'h4' : 'h3'} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function ServiceCard({ service, heading: Heading }: { service: TService; heading: 'h3' | 'h4' }) {
  const { t } = useTranslation('collections');
  return (
    <li className={styles.serviceCard} data-testid="service-card">
      {service.serviceImage && (
        <img className={styles.serviceImage} src={service.serviceImage} alt="" width={600} height={400} loading="lazy" decoding="async" />
      )}
      <div className={styles.serviceBody}>
        <Heading className={styles.serviceName}>{service.name}</Heading>
        {service.subtitle && <p className={styles.muted}>{service.subtitle}</p>}
        <p className={styles.serviceMeta}>
          <span className={styles.price}>{service.price}</span>
          {service.oldPrice && <s className={styles.oldPrice}>{service.oldPrice}</s>}
          <span className={styles.duration}>
            <ClockIcon size={14} /> {t('minutes', { count: service.timeServe })}
          </span>
        </p>
        <Link className={`btn btn-accent ${styles.bookButton}`} to={bookServiceHref(service.serviceId)} aria-label={t('bookService', { name: service.name })}>
          {t('bookThis')}
        </Link>
      </div>
    </li>
  );
}
