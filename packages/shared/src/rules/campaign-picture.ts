// A campaign's picture as the back office uploads it (issue 32): re-encoded to WebP in the sizes the customer
// site shows it, like a salon's photos (rules/salon-media).

/**
 * The sizes an uploaded campaign picture is stored in (WebP, longest side): the voucher's detail (its banner,
 * the phone's width at twice the pixels) and the voucher list's thumbnail (96 px, at twice the pixels and more).
 */
export const CAMPAIGN_PICTURE_SIZES = { detail: 960, thumb: 240 } as const;
export const MAX_CAMPAIGN_PICTURE_BYTES = 10 * 1024 * 1024;

/** An uploaded picture's file names: `campaign-<uuid>-<size>.webp`, one per size. */
export const campaignPictureFile = (id: string, size: keyof typeof CAMPAIGN_PICTURE_SIZES) => `campaign-${id}-${CAMPAIGN_PICTURE_SIZES[size]}.webp`;

const UPLOADED = new RegExp(`^/uploads/campaign-([0-9a-f-]{36})-${CAMPAIGN_PICTURE_SIZES.detail}\\.webp$`);

/** The thumbnail of a campaign's picture: an upload's own smaller file, any other picture as it is. */
export function campaignThumbOf(url: string): string {
  const id = UPLOADED.exec(url)?.[1];
  return id ? `/uploads/${campaignPictureFile(id, 'thumb')}` : url;
}

/** The files of ours behind a campaign's picture (its sizes), to delete once nothing shows it; none for a picture of the site's own. */
export function campaignPictureFilesOf(url: string | null): string[] {
  const id = url ? UPLOADED.exec(url)?.[1] : undefined;
  return id ? [url!, `/uploads/${campaignPictureFile(id, 'thumb')}`] : [];
}
