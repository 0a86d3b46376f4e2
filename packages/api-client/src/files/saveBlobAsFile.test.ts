import { describe, expect, it, vi } from 'vitest';
import { saveBlobAsFile } from './saveBlobAsFile';

describe('saveBlobAsFile', () => {
  it('clicks a download link named after the file and releases the URL 200 ms later', () => {
    vi.useFakeTimers();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report-1');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });
    const blob = new Blob(['%PDF'], { type: 'application/pdf' });

    saveBlobAsFile(blob, 'statement.pdf');

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:report-1', download: 'statement.pdf', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.advanceTimersByTime(199);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:report-1');
  });
});
