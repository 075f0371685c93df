// Hands a file made or fetched in the page to the browser as a download.
import { api } from '../data/api-client.ts';

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

/** Fetches a back-office file (staff session; a 401 sends the admin to sign in) and saves it. */
export async function downloadStaffFile(url: string, fallbackName: string): Promise<void> {
  const file = await api.file(url, { on401: 'staff-sign-in' });
  saveFile(file.blob, file.name ?? fallbackName);
}
