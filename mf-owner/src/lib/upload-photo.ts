import { API_BASE, ApiError, apiErrorOf, type ApiAnswer } from '@carzone/web-kit';

/** What `POST /api/photos` answers, as its OpenAPI description gives it. */
type UploadedPhoto = ApiAnswer<'/photos', 'POST'>;

export interface UploadOptions {
  /** The share of the file sent so far, 0 to 1; null while the browser cannot tell. */
  onProgress?: (sent: number | null) => void;
  /** Aborting stops the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends one picture as the request's raw body (`POST /api/photos`). XMLHttpRequest rather than
 * `fetch`, because only it reports how much of a large body has gone out. Refusals (413, 415,
 * 422, 429…) and network failures become the same ApiError `apiRequest` makes.
 */
export function uploadPhoto(file: File, { onProgress, signal }: UploadOptions = {}) {
  return new Promise<UploadedPhoto>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/photos`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      onProgress?.(event.lengthComputable && event.total > 0 ? event.loaded / event.total : null);
    };
    xhr.onload = () => {
      const payload = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as UploadedPhoto);
      else reject(apiErrorOf(xhr.status, payload, { get: (name) => xhr.getResponseHeader(name) }));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Server error, please try again later.', false));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
