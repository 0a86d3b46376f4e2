/**
 * The plan for fitting a photo over the upload limit: which sizes and JPEG qualities to try, in
 * order, and how the result is named and described. Pure; `scaleImage.ts` does the drawing.
 */
import { formatBytes } from './fileRules';

/** The image types the browser can decode and that are worth scaling (not GIF: it may move). */
export const SCALABLE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** The longest side tried first, then smaller ones when a side still gives too large a file. */
export const LONG_SIDES: readonly number[] = [2048, 1600, 1280, 1024];

/** The JPEG qualities tried at each side, best first. */
export const QUALITIES: readonly number[] = [0.85, 0.7, 0.55];

export interface ScalingStep {
  width: number;
  height: number;
  /** JPEG quality, 0 to 1. */
  quality: number;
}

/** Whether a file is a photo this field can scale down: a JPEG, PNG or WebP image. */
export function isScalableImage(file: { type: string }): boolean {
  return SCALABLE_TYPES.includes(file.type.toLowerCase());
}

/**
 * The dimensions with the long side at most `longSide`, the aspect ratio kept (each side
 * rounded, at least 1 pixel); an image already within it keeps its size: never enlarged.
 */
export function fitLongSide(
  width: number,
  height: number,
  longSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Every attempt in order: each long side of `LONG_SIDES` with each quality of `QUALITIES`. A
 * side that leaves the image as it is (a small image) is tried once, so no size is tried twice.
 */
export function scalingSteps(width: number, height: number): ScalingStep[] {
  const steps: ScalingStep[] = [];
  const seen = new Set<string>();
  for (const side of LONG_SIDES) {
    const size = fitLongSide(width, height, side);
    const key = `${size.width}x${size.height}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const quality of QUALITIES) steps.push({ ...size, quality });
  }
  return steps;
}

/** The scaled file's name: the same base name with `.jpg` ('IMG_0412.PNG' -> 'IMG_0412.jpg'). */
export function scaledFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base}.jpg`;
}

/** The note beside a scaled photo: 'Scaled down from 5.1 MB to 1.3 MB to fit the 2MB limit.' */
export function scaledNote(originalBytes: number, scaledBytes: number, limit: string): string {
  return `Scaled down from ${formatBytes(originalBytes)} to ${formatBytes(scaledBytes)} to fit the ${limit} limit.`;
}
