import { isScalableImage, scaledFileName, scalingSteps } from './imageScaling';

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * A photo over `limitBytes` scaled down in the browser to a JPEG within it: decoded (turned as
 * the camera recorded), drawn on a canvas at each step of `scalingSteps` (on white, for a PNG's
 * transparent parts) and encoded, until one fits. The result keeps the base name with `.jpg`.
 * Null when it cannot be done: not a JPEG, PNG or WebP, a browser without `createImageBitmap`,
 * a file that does not decode, or still over the limit after the last step.
 */
export async function scaleImageToFit(file: File, limitBytes: number): Promise<File | null> {
  if (!isScalableImage(file) || typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    const canvas = document.createElement('canvas');
    let drawn = '';
    for (const step of scalingSteps(bitmap.width, bitmap.height)) {
      const size = `${step.width}x${step.height}`;
      if (drawn !== size) {
        drawn = size;
        canvas.width = step.width;
        canvas.height = step.height;
        const context = canvas.getContext('2d');
        if (!context) return null;
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, step.width, step.height);
        context.imageSmoothingEnabled = true;
        context.imageSmoothingQuality = 'high';
        context.drawImage(bitmap, 0, 0, step.width, step.height);
      }
      const blob = await encode(canvas, step.quality);
      if (blob && blob.size <= limitBytes) {
        return new File([blob], scaledFileName(file.name), {
          type: 'image/jpeg',
          lastModified: file.lastModified,
        });
      }
    }
    return null;
  } catch {
    return null;
  } finally {
    bitmap.close();
  }
}
