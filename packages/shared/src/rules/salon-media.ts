// A salon's photos and video as the back office edits them (issue 32), over the fields the customer site
// reads (spec §3 Salon): `listImages` (the gallery: a video first, then the pictures), `images[0]` (the
// salon card's day picture) and `images_dark[0]` (its night picture).

import { addDays, diffDays, isValidIsoDate } from './dates';
import { toSlide } from './salon-gallery';

/**
 * The sizes an uploaded photo is stored in (WebP, longest side): the gallery's (its main tile, two thirds of
 * the page, and the full-screen slider of 640 px, at twice the pixels) and the salon card's (180 px wide on a
 * desktop, the phone's width on a phone).
 */
export const SALON_PHOTO_SIZES = { gallery: 1280, card: 480 } as const;
export const MAX_SALON_PHOTOS = 12;
export const MAX_SALON_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_SALON_VIDEO_BYTES = 40 * 1024 * 1024;
/** Longest day-off range set in one go, and the most backup salons a day off names. */
export const MAX_DAY_OFF_DAYS = 31;
export const MAX_BACKUP_SALONS = 5;

type Media = { type: 'image' | 'clip'; link: string };

/** An uploaded photo's file names: `salon-<uuid>-<size>.webp`, one per size. */
export const salonPhotoFile = (id: string, size: keyof typeof SALON_PHOTO_SIZES) => `salon-${id}-${SALON_PHOTO_SIZES[size]}.webp`;

const UPLOADED_PHOTO = new RegExp(`^/uploads/salon-([0-9a-f-]{36})-${SALON_PHOTO_SIZES.gallery}\\.webp$`);
const UPLOADED_VIDEO = /^\/uploads\/salon-[0-9a-f-]{36}\.mp4$/;

/** The card's size of a gallery photo: an upload's own smaller file, any other picture as it is. */
export function cardPictureOf(url: string): string {
  const id = UPLOADED_PHOTO.exec(url)?.[1];
  return id ? `/uploads/${salonPhotoFile(id, 'card')}` : url;
}

/** The files of ours behind a photo or video (its sizes), to delete once nothing shows it. */
export function uploadedFilesOf(url: string): string[] {
  if (UPLOADED_VIDEO.test(url)) return [url];
  const id = UPLOADED_PHOTO.exec(url)?.[1];
  return id ? [url, `/uploads/${salonPhotoFile(id, 'card')}`] : [];
}

/** The gallery as the editor shows it: its pictures in order, and its video (a file, or a YouTube id). */
export function salonMediaOf(listImages: readonly Media[]): { photos: string[]; video: string | null } {
  const photos: string[] = [];
  let video: string | null = null;
  for (const media of listImages) {
    const slide = toSlide(media);
    if (slide?.kind === 'image') photos.push(slide.src);
    else if (slide && video === null) video = slide.kind === 'video' ? slide.src : slide.id;
  }
  return { photos, video };
}

type SalonMediaFields = { listImages: Media[]; images: string[]; imagesDark: string[] };

/**
 * The salon's media fields after an edit: the gallery is the video then the photos. The card shows the first
 * photo once it changes (day and night alike: the night picture was the old card's); until then the card keeps
 * its pictures, so adding a photo at the end changes nothing the salon list shows.
 */
export function withSalonMedia(current: SalonMediaFields, next: { photos: string[]; video: string | null }): SalonMediaFields {
  const listImages: Media[] = [
    ...(next.video ? [{ type: 'clip' as const, link: next.video }] : []),
    ...next.photos.map((link) => ({ type: 'image' as const, link })),
  ];
  const firstBefore = salonMediaOf(current.listImages).photos[0];
  if (next.photos[0] === firstBefore) return { ...current, listImages };
  return { listImages, images: next.photos[0] ? [cardPictureOf(next.photos[0])] : [], imagesDark: [] };
}

const YOUTUBE_ID = /^[\w-]{11}$/;
/** https only, YouTube's own hosts only: a watch (`v=` anywhere in its query), share, Shorts, live or embed link. */
const YOUTUBE_LINK =
  /^https:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:[^#]*&)?v=|shorts\/|live\/|embed\/)|(?:www\.)?youtube-nocookie\.com\/embed\/|youtu\.be\/)([\w-]{11})(?:[?&#].*)?$/;

/**
 * The id of a YouTube video from what a manager pastes: the id itself, or a watch, share (youtu.be), Shorts or
 * embed link over https. Anything else (another site, a playlist, a channel) is null.
 */
export function youtubeVideoId(input: string): string | null {
  const text = input.trim();
  if (YOUTUBE_ID.test(text)) return text;
  return YOUTUBE_LINK.exec(text)?.[1] ?? null;
}

/** The dates of a day-off range, both ends included; null when it is not two dates, backwards or longer than MAX_DAY_OFF_DAYS. */
export function dayOffDates(from: string, to: string): string[] | null {
  if (!isValidIsoDate(from) || !isValidIsoDate(to)) return null;
  const days = diffDays(from, to) + 1;
  if (days < 1 || days > MAX_DAY_OFF_DAYS) return null;
  return Array.from({ length: days }, (_, i) => addDays(from, i));
}
