/**
 * Draws the pictures of the collections and the discover feed into apps/web/public/images/collections
 * (run once, output committed): node --import tsx apps/api/src/db/seed/generate-collection-images.ts
 */
import { fileURLToPath } from 'node:url';
import { COLLECTIONS, DRAWN_LOOKS, IMAGE_SIZES, collectionCover, discoverImage, styleImage } from './collections.ts';
import { coverSvg, discoverLookSvg, styleSvg } from './collection-art.ts';
import { discoverPostRows } from './discover.ts';
import { LOOKS, lookByKey } from './hairstyle-looks.ts';
import { palette } from './svg-art.ts';
import { posterSvg } from './svg-scenes.ts';
import { writeDrawings } from './write-drawings.ts';

const outDir = fileURLToPath(new URL('../../../../web/public/images/collections/', import.meta.url));
const files = new Map<string, string>();
const put = (publicPath: string, content: string) => files.set(publicPath, content);
const S = IMAGE_SIZES;

DRAWN_LOOKS.forEach((look) => {
  const n = LOOKS.indexOf(look);
  put(styleImage(look.key, false), styleSvg(look, n, S.style.pc[0], S.style.pc[1]));
  put(styleImage(look.key, true), styleSvg(look, n, S.style.mb[0], S.style.mb[1]));
});
COLLECTIONS.forEach((c, i) => {
  const looks = c.looks.map(lookByKey);
  put(collectionCover(c.slug, false), coverSvg(c.title, looks, i, S.cover.pc[0], S.cover.pc[1]));
  put(collectionCover(c.slug, true), coverSvg(c.title, looks, i, S.cover.mb[0], S.cover.mb[1]));
});
// The posts do not depend on the date for their pictures: any date gives the same ids and topics.
for (const post of discoverPostRows('2026-01-01')) {
  const look = post.hairstyleId ? LOOKS.find((l) => post.summary === l.description) : undefined;
  for (const mobile of [false, true]) {
    const [w, h] = mobile ? S.discover.mb : S.discover.pc;
    const art = look
      ? discoverLookSvg(post.title, look, post.id, w, h)
      : posterSvg({ width: w, height: h, p: palette(post.id), title: post.title, motif: (['drop', 'comb', 'scissors'] as const)[post.id % 3], seed: post.id });
    put(discoverImage(post.id, mobile), art);
  }
}

writeDrawings(outDir, files);
