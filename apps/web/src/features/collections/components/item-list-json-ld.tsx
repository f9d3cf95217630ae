/**
 * schema.org ItemList of a list page, for search engines. A `application/ld+json` block is data, not a
 * script: the browser never runs it ('<' escaped all the same).
 */
export function ItemListJsonLd({ name, items }: { name: string; items: { name: string; url: string; image?: string }[] }) {
  const json = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      url: item.url,
      ...(item.image ? { image: item.image } : {}),
    })),
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, '\\u003c') }} />;
}
