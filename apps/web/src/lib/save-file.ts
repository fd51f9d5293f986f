/**
 * How long the temporary link's object URL lives after the click: the browser may start the
 * download a moment later (a busy tab, a save dialog), and a URL revoked before then fails it.
 */
export const objectUrlLifetimeMs = 60_000;

/** Saves bytes the app fetched (a PDF, a certificate, a CSV) through a temporary link; the browser's own download does the rest. */
export function saveFile(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetimeMs);
}
