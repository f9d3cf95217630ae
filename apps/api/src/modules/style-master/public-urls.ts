/** The public, indexable pages of this module, for the sitemap. */
export function styleMasterPublicUrls(): string[] {
  return ['/style-master', '/top-tho-cat-trong-thang', '/thong-tin-cuoc-thi', '/thong-tin-cuoc-thi/bang-xep-hang'];
}
