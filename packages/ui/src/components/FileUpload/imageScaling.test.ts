import { describe, expect, it } from 'vitest';
import {
  fitLongSide,
  isScalableImage,
  LONG_SIDES,
  QUALITIES,
  scaledFileName,
  scaledNote,
  scalingSteps,
} from './imageScaling';

const MB = 1024 * 1024;

describe('which files are scaled', () => {
  it('takes JPEG, PNG and WebP photos, whatever the case of their type', () => {
    expect(isScalableImage({ type: 'image/jpeg' })).toBe(true);
    expect(isScalableImage({ type: 'image/png' })).toBe(true);
    expect(isScalableImage({ type: 'image/webp' })).toBe(true);
    expect(isScalableImage({ type: 'IMAGE/JPEG' })).toBe(true);
  });
  it('leaves GIFs (they may move), HEIC, SVG, documents and untyped files alone', () => {
    expect(isScalableImage({ type: 'image/gif' })).toBe(false);
    expect(isScalableImage({ type: 'image/heic' })).toBe(false);
    expect(isScalableImage({ type: 'image/svg+xml' })).toBe(false);
    expect(isScalableImage({ type: 'application/pdf' })).toBe(false);
    expect(isScalableImage({ type: '' })).toBe(false);
  });
});

describe('fitting the long side', () => {
  it('a 4032x3024 phone photo (12.2 megapixels) with its long side at 2048 is 2048x1536', () => {
    // 2048 / 4032 = 0.5079…; 3024 × 0.5079… = 1536.
    expect(fitLongSide(4032, 3024, 2048)).toEqual({ width: 2048, height: 1536 });
  });
  it('the same photo held upright, 3024x4032, is 1536x2048', () => {
    expect(fitLongSide(3024, 4032, 2048)).toEqual({ width: 1536, height: 2048 });
  });
  it('rounds the short side: 4000x2252 at 2048 is 2048x1153 (2252 × 0.512 = 1153.02)', () => {
    expect(fitLongSide(4000, 2252, 2048)).toEqual({ width: 2048, height: 1153 });
  });
  it('never enlarges: a 1200x900 image at 2048 stays 1200x900', () => {
    expect(fitLongSide(1200, 900, 2048)).toEqual({ width: 1200, height: 900 });
  });
  it('keeps at least one pixel: a 10000x3 strip at 2048 is 2048x1 (3 × 0.2048 = 0.61)', () => {
    expect(fitLongSide(10000, 3, 2048)).toEqual({ width: 2048, height: 1 });
  });
});

describe('the steps tried, in order', () => {
  it('a 4032x3024 photo of 5.1 MB: 2048x1536 at 0.85, 0.7 and 0.55, then 1600x1200, 1280x960, 1024x768', () => {
    expect(LONG_SIDES).toEqual([2048, 1600, 1280, 1024]);
    expect(QUALITIES).toEqual([0.85, 0.7, 0.55]);
    expect(scalingSteps(4032, 3024)).toEqual([
      { width: 2048, height: 1536, quality: 0.85 },
      { width: 2048, height: 1536, quality: 0.7 },
      { width: 2048, height: 1536, quality: 0.55 },
      { width: 1600, height: 1200, quality: 0.85 },
      { width: 1600, height: 1200, quality: 0.7 },
      { width: 1600, height: 1200, quality: 0.55 },
      { width: 1280, height: 960, quality: 0.85 },
      { width: 1280, height: 960, quality: 0.7 },
      { width: 1280, height: 960, quality: 0.55 },
      { width: 1024, height: 768, quality: 0.85 },
      { width: 1024, height: 768, quality: 0.7 },
      { width: 1024, height: 768, quality: 0.55 },
    ]);
  });
  it('a 1200x900 PNG of 3.2 MB: first at its own size (as JPEG), then 1024x768; 1600 and 1280 add nothing', () => {
    expect(scalingSteps(1200, 900)).toEqual([
      { width: 1200, height: 900, quality: 0.85 },
      { width: 1200, height: 900, quality: 0.7 },
      { width: 1200, height: 900, quality: 0.55 },
      { width: 1024, height: 768, quality: 0.85 },
      { width: 1024, height: 768, quality: 0.7 },
      { width: 1024, height: 768, quality: 0.55 },
    ]);
  });
  it('an 800x600 image is only re-encoded at its own size: three steps', () => {
    expect(scalingSteps(800, 600)).toEqual([
      { width: 800, height: 600, quality: 0.85 },
      { width: 800, height: 600, quality: 0.7 },
      { width: 800, height: 600, quality: 0.55 },
    ]);
  });
  it('every step of a 16:9 photo, 4000x2250, keeps 16:9', () => {
    const sizes = scalingSteps(4000, 2250).map(({ width, height }) => `${width}x${height}`);
    expect([...new Set(sizes)]).toEqual(['2048x1152', '1600x900', '1280x720', '1024x576']);
  });
});

describe('the scaled file', () => {
  it('keeps the base name with .jpg', () => {
    expect(scaledFileName('door.png')).toBe('door.jpg');
    expect(scaledFileName('IMG_0412.JPEG')).toBe('IMG_0412.jpg');
    expect(scaledFileName('shelf.final.webp')).toBe('shelf.final.jpg');
    expect(scaledFileName('photo')).toBe('photo.jpg');
  });
  it('is described with both sizes and the limit', () => {
    // 5,347,738 bytes = 5.1 MB; 1,363,149 bytes = 1.3 MB.
    expect(scaledNote(5_347_738, 1_363_149, '2MB')).toBe(
      'Scaled down from 5.1 MB to 1.3 MB to fit the 2MB limit.',
    );
    // 3 MB down to 740 KB, within a 1 MB limit.
    expect(scaledNote(3 * MB, 740 * 1024, '1MB')).toBe(
      'Scaled down from 3 MB to 740 KB to fit the 1MB limit.',
    );
  });
});
