/** Hands a file made in the page to the browser, which saves it or opens it (e.g. a calendar). */
export function downloadFile(fileName: string, mimeType: string, content: BlobPart): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
