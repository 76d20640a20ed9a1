/**
 * Hands a downloaded file (a list's CSV export) to the browser to save under `fileName`. The object URL is
 * released a moment later: some browsers read it after the click returns.
 */
export function saveDownload(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
