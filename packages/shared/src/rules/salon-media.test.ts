import { describe, expect, it } from 'vitest';
import { gallerySlides } from './salon-gallery';
import { MAX_DAY_OFF_DAYS, cardPictureOf, dayOffDates, salonMediaOf, uploadedFilesOf, withSalonMedia, youtubeVideoId } from './salon-media';

const ID = '0b7c1f0e-9a55-4c6e-8d7a-2f1e3c4b5a69';
const uploaded = `/uploads/salon-${ID}-1280.webp`;
const seeded = {
  listImages: [
    { type: 'clip' as const, link: '/images/demo/salon-interior-2.svg' },
    { type: 'image' as const, link: '/images/demo/salon-interior-1.svg' },
    { type: 'image' as const, link: '/images/demo/salon-1.svg' },
  ],
  images: ['/images/demo/salon-1.svg', '/images/demo/salon-interior-1.svg'],
  imagesDark: ['/images/demo/salon-1-night.svg'],
};

describe("a salon's photos and video in the back office (issue 32, over spec §3 listImages, images, images_dark)", () => {
  it('reads the gallery as its pictures in order and its video (a clip that is a picture is a picture)', () => {
    expect(salonMediaOf(seeded.listImages)).toEqual({
      photos: ['/images/demo/salon-interior-2.svg', '/images/demo/salon-interior-1.svg', '/images/demo/salon-1.svg'],
      video: null,
    });
    expect(
      salonMediaOf([
        { type: 'image', link: '/a.webp' },
        { type: 'clip', link: 'dQw4w9WgXcQ' },
      ]).video,
    ).toBe('dQw4w9WgXcQ');
    expect(salonMediaOf([{ type: 'clip', link: `/uploads/salon-${ID}.mp4` }]).video).toBe(`/uploads/salon-${ID}.mp4`);
  });

  it('a photo added at the end changes the gallery only; the salon card keeps its pictures', () => {
    const { photos } = salonMediaOf(seeded.listImages);
    const after = withSalonMedia(seeded, { photos: [...photos, uploaded], video: null });
    expect(after.images).toEqual(seeded.images);
    expect(after.imagesDark).toEqual(seeded.imagesDark);
    expect(gallerySlides(after.listImages, after.images).map((s) => (s.kind === 'image' ? s.src : s.kind))).toEqual([...photos, uploaded]);
  });

  it('a new first photo becomes the card picture in its card size, day and night; the video plays first', () => {
    const after = withSalonMedia(seeded, { photos: [uploaded, '/images/demo/salon-1.svg'], video: 'dQw4w9WgXcQ' });
    expect(after.images).toEqual([`/uploads/salon-${ID}-480.webp`]);
    expect(after.imagesDark).toEqual([]);
    expect(gallerySlides(after.listImages, after.images)[0]).toEqual({ kind: 'player', id: 'dQw4w9WgXcQ' });
    // No photo left: the card and the gallery fall back to the default salon picture.
    expect(withSalonMedia(after, { photos: [], video: null })).toEqual({ listImages: [], images: [], imagesDark: [] });
  });

  it('knows the files of its own uploads only (both sizes of a photo, the video), never a seeded picture', () => {
    expect(cardPictureOf(uploaded)).toBe(`/uploads/salon-${ID}-480.webp`);
    expect(cardPictureOf('/images/demo/salon-1.svg')).toBe('/images/demo/salon-1.svg');
    expect(uploadedFilesOf(uploaded)).toEqual([uploaded, `/uploads/salon-${ID}-480.webp`]);
    expect(uploadedFilesOf(`/uploads/salon-${ID}.mp4`)).toEqual([`/uploads/salon-${ID}.mp4`]);
    expect(uploadedFilesOf('/images/demo/salon-1.svg')).toEqual([]);
    expect(uploadedFilesOf('/uploads/../etc/passwd')).toEqual([]);
  });

  it('takes a YouTube video by its id or a watch, share, Shorts or embed link; refuses anything else', () => {
    for (const link of [
      'dQw4w9WgXcQ',
      ' https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(youtubeVideoId(link), link).toBe('dQw4w9WgXcQ');
    }
    for (const link of [
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/123456789',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/playlist?list=PL123',
      'https://www.youtube.com/@shine.salon',
      'javascript:alert(1)',
      'dQw4w9WgXc',
      '',
    ]) {
      expect(youtubeVideoId(link), link).toBeNull();
    }
  });

  it('a day-off range lists its dates, both ends included, up to a month', () => {
    expect(dayOffDates('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(dayOffDates('2026-12-01', '2026-12-01')).toEqual(['2026-12-01']);
    expect(dayOffDates('2026-12-02', '2026-12-01')).toBeNull();
    expect(dayOffDates('2026-12-01', '2026-12-31')).toHaveLength(MAX_DAY_OFF_DAYS);
    expect(dayOffDates('2026-12-01', '2027-01-01')).toBeNull();
    expect(dayOffDates('2026-02-30', '2026-03-01')).toBeNull();
    expect(dayOffDates('abc', '2026-03-01')).toBeNull();
  });
});
