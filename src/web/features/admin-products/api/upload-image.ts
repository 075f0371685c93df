// One image upload (docs/rules/catalogue.md): ask for a signed upload URL, PUT the file there with progress,
// then turn the upload URL into the served object path.
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

export class UploadUrlError extends Error {}

async function requestUploadUrl(): Promise<string> {
  let uploadURL: unknown;
  try {
    uploadURL = (
      (await (await apiRequest('POST', '/api/admin/upload', {})).json()) as { uploadURL?: unknown }
    ).uploadURL;
  } catch (error) {
    // A 401 must still reach the sign-in redirect.
    if (error instanceof Error && error.message.startsWith('401')) throw error;
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
    const response = await apiRequest('POST', '/api/admin/normalize-object-path', { imageURL: uploadURL });
    return ((await response.json()) as { objectPath: string }).objectPath;
  } catch {
    // When normalising fails, fall back to what the upload itself answered.
    return stored.objectPath ?? uploadURL;
  }
}
