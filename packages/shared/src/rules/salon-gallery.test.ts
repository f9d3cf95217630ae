import { describe, expect, it } from 'vitest';
import { DEFAULT_SALON_PICTURE, gallerySlides, toSlide } from './salon-gallery';

describe('salon media gallery (spec §2: main video or image, image used if no video, default picture)', () => {
  it('puts a video first, then the pictures', () => {
    const slides = gallerySlides(
      [
        { type: 'image', link: '/a.jpg' },
        { type: 'clip', link: '/media/salon.mp4' },
        { type: 'image', link: '/b.jpg' },
      ],
      [],
    );
    expect(slides).toEqual([
      { kind: 'video', src: '/media/salon.mp4' },
      { kind: 'image', src: '/a.jpg' },
      { kind: 'image', src: '/b.jpg' },
    ]);
  });

  it('a clip known by id loads its player only on tap; a clip that is a picture is a picture', () => {
    expect(toSlide({ type: 'clip', link: 'dQw4w9WgXcQ' })).toEqual({ kind: 'player', id: 'dQw4w9WgXcQ' });
    expect(toSlide({ type: 'clip', link: '/images/demo/salon-interior-2.svg' })).toEqual({ kind: 'image', src: '/images/demo/salon-interior-2.svg' });
    expect(toSlide({ type: 'image', link: '  ' })).toBeNull();
  });

  it('uses the salon pictures, then the default salon picture, when media are missing', () => {
    expect(gallerySlides([], ['/f.jpg'])).toEqual([{ kind: 'image', src: '/f.jpg' }]);
    expect(gallerySlides([], [])).toEqual([{ kind: 'image', src: DEFAULT_SALON_PICTURE }]);
  });
});
