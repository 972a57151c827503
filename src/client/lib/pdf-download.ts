/**
 * A report's PDF, made by the server (which shapes Devanagari text), with the file name it gives.
 * Fetched rather than linked so that a failure shows a message instead of an error page.
 */
export async function fetchPdf(url: string, fallbackName: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`PDF request failed with ${response.status}`);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  return { blob: await response.blob(), fileName };
}

/** Hands a file to the browser's download. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
