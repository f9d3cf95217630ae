/** Hairstyle pictures of the {product} collection offered in the photo picker (local images). */
export const COLLECTION_IMAGES: { url: string; name: string }[] = [
  { url: '/images/demo/lookbook-side-part-mb.svg', name: 'Side Part' },
  { url: '/images/demo/lookbook-k-perm-mb.svg', name: 'K-Perm' },
  { url: '/images/demo/lookbook-bad-boy-mb.svg', name: 'Bad Boy' },
  { url: '/images/demo/lookbook-creative-mb.svg', name: 'Creative' },
  { url: '/images/demo/lookbook-hair-style-mb.svg', name: 'Hair Style' },
  ...Array.from({ length: 10 }, (_, i) => ({ url: `/images/demo/hairstyle-${i + 1}.svg`, name: `Hairstyle ${i + 1}` })),
];
