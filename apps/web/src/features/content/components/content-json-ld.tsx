/**
 * schema.org data of a content page (Article, BreadcrumbList, ItemList). An `application/ld+json`
 * block is data, not a script: the CSP's script-src does not apply ('<' escaped all the same).
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}

/**
 * A site path as the data names it: site-relative, as the salon page's data does, so the server's HTML
 * and the browser's render agree (the canonical link in the head carries the public origin).
 */
export const absoluteUrl = (origin: string, path: string) => (origin ? new URL(path, origin).href : path);

export function breadcrumbLd(origin: string, crumbs: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(origin, crumb.path) })),
  };
}

export function itemListLd(origin: string, name: string, items: { title: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.title, url: absoluteUrl(origin, item.path) })),
  };
}
