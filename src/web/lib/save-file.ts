// Hands a file made or fetched in the page to the browser as a download.

export function saveFile(content: Blob | string, fileName: string): void {
  const blob =
    typeof content === 'string' ? new Blob([content], { type: 'text/csv;charset=utf-8' }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later so the browser has taken the file before the address goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The file name a `Content-Disposition: attachment; filename="…"` answer gives, else `fallback`. */
export function attachmentName(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}
