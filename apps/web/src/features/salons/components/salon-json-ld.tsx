import { shownAddress } from '@shine/shared/rules/salon-address';
import type { TSalonPage } from '@shine/shared/schemas/salon';
import { BRAND } from '../../../lib/constants';

/**
 * schema.org HairSalon of the salon page, for search engines. A `application/ld+json` block is data, not
 * a script: the browser never runs it, so the CSP's script-src does not apply ('<' escaped all the same).
 */
export function SalonJsonLd({ page, url }: { page: TSalonPage; url: string }) {
  const { salon } = page;
  const json = {
    '@context': 'https://schema.org',
    '@type': 'HairSalon',
    name: `${BRAND} ${salon.name}`,
    url,
    image: salon.images[0],
    address: {
      '@type': 'PostalAddress',
      streetAddress: shownAddress(salon).address,
      addressLocality: salon.districtName,
      addressRegion: salon.cityName,
      addressCountry: 'VN',
    },
    geo: { '@type': 'GeoCoordinates', latitude: salon.latitude, longitude: salon.longitude },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: page.opens,
      closes: page.closes,
    },
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, '\\u003c') }} />;
}
