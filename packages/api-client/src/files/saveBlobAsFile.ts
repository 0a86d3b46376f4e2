import { PDF_URL_RELEASE_MS } from '@backoffice/contract';

/**
 * Hands a blob to the browser as a download named `fileName`. The object URL is released a
 * moment later rather than at once, because some browsers start reading it only after the
 * click has returned.
 */
export function saveBlobAsFile(blob: Blob, fileName: string, releaseAfterMs = PDF_URL_RELEASE_MS) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), releaseAfterMs);
}
