// One image upload (docs/rules/catalogue.md): ask for a signed upload URL, PUT the file there with progress,
// then turn the upload URL into the served object path.
import { api, isUnauthorizedError, type CallOptions } from '../../../lib/data/api-client.ts';
import { ApiError } from '../../../lib/data/api-error.ts';

const STAFF: CallOptions = { on401: 'staff-sign-in' };

export class UploadUrlError extends Error {}

async function requestUploadUrl(): Promise<string> {
  let uploadURL: unknown;
  try {
    uploadURL = (await api.post<{ uploadURL?: unknown } | null>('/api/admin/upload', {}, STAFF))?.uploadURL;
  } catch (error) {
    // A 401 stays itself: the sign-in redirect is under way and the screen shows no failure of its own.
    if (isUnauthorizedError(error)) throw error;
    throw new UploadUrlError('Failed to get upload URL');
  }
  if (typeof uploadURL !== 'string' || !uploadURL) throw new UploadUrlError('Failed to get upload URL');
  return uploadURL;
}

function putFile(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ objectPath?: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        try {
          resolve(JSON.parse(xhr.responseText) as { objectPath?: string });
        } catch {
          resolve({});
        }
      } else reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error'));
    xhr.send(file);
  });
}

/** Uploads a file and answers the path to store as the image's URL. */
export async function uploadImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  const uploadURL = await requestUploadUrl();
  const stored = await putFile(uploadURL, file, onProgress);
  try {
    const normalized = await api.post<{ objectPath: string }>(
      '/api/admin/normalize-object-path',
      { imageURL: uploadURL },
      STAFF,
    );
    return normalized.objectPath;
  } catch {
    // When normalising fails, fall back to what the upload itself answered.
    return stored.objectPath ?? uploadURL;
  }
}
